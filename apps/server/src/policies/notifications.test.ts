import { describe, expect, it } from 'vitest';
import { mayBeTakenAsReply, mayReplyByMail, REPLY_REFUSED, type ReplyTarget } from './notifications.ts';

const now = new Date('2026-03-02T10:00:00Z');
const member: ReplyTarget = {
  userDeleted: false,
  role: 'user',
  membership: 'active',
  tokenExpiresAt: null,
  dossier: 'open',
};
const guest: ReplyTarget = { ...member, role: 'viewer', tokenExpiresAt: new Date('2026-03-10T00:00:00Z') };

describe('who may reply by mail', () => {
  it.each([
    ['a member of an open dossier', member, null],
    ['a member while closure is requested', { ...member, dossier: 'close_request' as const }, null],
    ['a guest whose access lasts', guest, null],
    ['an unknown or forged address', null, REPLY_REFUSED.unknownAddress],
    ['a removed user', { ...member, userDeleted: true }, REPLY_REFUSED.notAMember],
    [
      'a member who left or was removed',
      { ...member, membership: 'removed' as const },
      REPLY_REFUSED.notAMember,
    ],
    ['a guest whose access ended', { ...guest, tokenExpiresAt: now }, REPLY_REFUSED.accessExpired],
    ['anyone in a closed dossier', { ...member, dossier: 'closed' as const }, REPLY_REFUSED.closed],
  ])('%s', (_name, target, refusal) => {
    const decision = mayReplyByMail(target, now);
    expect(decision.allowed ? null : decision.detail).toBe(refusal);
  });

  it('hides an unknown address as not found; refuses the rest as forbidden or a conflict', () => {
    expect(mayReplyByMail(null, now)).toMatchObject({ status: 404 });
    expect(mayReplyByMail({ ...member, membership: 'removed' }, now)).toMatchObject({ status: 403 });
    expect(mayReplyByMail({ ...member, dossier: 'closed' }, now)).toMatchObject({ status: 409 });
  });
});

describe('which mail is taken as a reply', () => {
  const mail = { fromAddress: 'bob@bakker.example', recipientEmail: 'bob@bakker.example' };

  it.each([
    ['from the recipient, authenticated', { ...mail, authentication: 'pass' as const }, null],
    ['from the recipient, no results given', { ...mail, authentication: 'unknown' as const }, null],
    [
      'from the recipient in other capitals',
      { ...mail, fromAddress: 'Bob@Bakker.example', authentication: 'pass' as const },
      null,
    ],
    [
      'from someone else',
      { ...mail, fromAddress: 'eve@evil.example', authentication: 'pass' as const },
      REPLY_REFUSED.wrongSender,
    ],
    [
      'without a From',
      { ...mail, fromAddress: null, authentication: 'unknown' as const },
      REPLY_REFUSED.wrongSender,
    ],
    [
      'failing its own authentication',
      { ...mail, authentication: 'fail' as const },
      REPLY_REFUSED.notAuthenticated,
    ],
  ])('%s', (_name, input, refusal) => {
    const decision = mayBeTakenAsReply(input);
    expect(decision.allowed ? null : decision.detail).toBe(refusal);
  });
});
