import { describe, expect, it } from 'vitest';
import { actors } from './actors.ts';
import { endpoints } from './endpoints.ts';
import { situations } from './model.ts';
import type { Action } from './rule-terms.ts';
import { reportedDisagreements, ruleFor, rules } from './rules.ts';

/** The rule table itself, read against SPEC.md: no server, no database. */

const guest = actors.find((actor) => actor.key === 'guest');
const guestDossier = situations.find((where) => where.key === 'guest-open');

/** SPEC section 6, the viewer's restrictions, each as the actions it names. */
const viewerRestrictions: Array<[string, Action[]]> = [
  ['cannot create dossiers', ['create a dossier']],
  ['cannot change password', ['change own password']],
  ['cannot add users to a dossier', ['add a member', 'invite a guest', 'list the users to add']],
  ['cannot leave', ['leave']],
  ['cannot close or request closure', ['close', 'request closure']],
  ['cannot remove or renew users', ['remove a colleague', 'remove the guest', "renew the guest's access"]],
];

describe('the permission rule table', () => {
  it.each(viewerRestrictions)('has a SPEC §6 row for: a viewer %s (403)', (_text, restricted) => {
    if (!guest || !guestDossier) throw new Error('the model has no guest in an open guest dossier');
    for (const action of restricted) {
      const rule = ruleFor(action, { who: guest, where: guestDossier, subject: { company: 'A' } });
      expect([action, rule.expect, rule.says.startsWith('SPEC §6 viewer')]).toEqual([action, 403, true]);
    }
  });

  it('names where each rule is written, once per id', () => {
    const ids = rules.map((rule) => rule.id);
    expect(ids.filter((id, at) => ids.indexOf(id) !== at)).toEqual([]);
    expect(
      rules
        .filter((rule) => !/^(SPEC §\d|DESIGN §\d|README|Issue \d+ item \d)/.test(rule.says))
        .map((rule) => rule.id),
    ).toEqual([]);
  });

  it('reports only disagreements of rows that exist, with another answer than the row', () => {
    for (const [id, { server }] of Object.entries(reportedDisagreements)) {
      const rule = rules.find((one) => one.id === id);
      expect([id, rule?.expect !== undefined && rule.expect !== server]).toEqual([id, true]);
    }
  });

  it('has no row that decides no case of the matrix (shadowed or about nothing the world has)', () => {
    const used = new Set<string>();
    for (const endpoint of endpoints) {
      const wheres = endpoint.perDossier
        ? situations.filter((where) => endpoint.only?.(where) ?? true)
        : [null];
      for (const where of wheres)
        for (const who of actors) {
          const verdict = endpoint.verdict?.(who, where);
          if (verdict) used.add(verdict.rule.id);
        }
    }
    expect(rules.map((rule) => rule.id).filter((id) => !used.has(id))).toEqual([]);
  });
});
