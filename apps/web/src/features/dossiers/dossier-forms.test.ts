import { describe, expect, it } from 'vitest';
import {
  type CounterpartyKind,
  inviteRelationSchema,
  type NewDossierValues,
  newDossierDefaults,
  newDossierSchema,
  toCreateDossierRequest,
} from './dossier-forms.ts';

const CLIENT = '22222222-2222-4222-8222-222222222222';
const EXTERNAL = '33333333-3333-4333-8333-333333333333';
const USER = '44444444-4444-4444-8444-444444444444';
const kindOf: CounterpartyKind = (id) =>
  id === CLIENT ? 'client' : id === EXTERNAL ? 'external' : undefined;

const errorsOf = (values: Partial<NewDossierValues>) => {
  const result = newDossierSchema(kindOf).safeParse({ ...newDossierDefaults, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('new dossier form (SPEC.md section 5)', () => {
  it('is internal by default and then needs only a title', () => {
    expect(newDossierDefaults.internal).toBe('yes');
    expect(errorsOf({ title: 'Levering hal B' })).toEqual({});
  });

  it("says 'Geef een titel op' for a title that is blank after trimming", () => {
    expect(errorsOf({ title: '   ' })).toEqual({ title: 'Geef een titel op' });
  });

  it('refuses a title over 200 characters', () => {
    expect(errorsOf({ title: 'x'.repeat(201) })).toEqual({ title: 'Titel must be 200 characters or less' });
  });

  it('needs a company from the accepted relations when not internal', () => {
    expect(errorsOf({ title: 'T', internal: 'no' })).toEqual({ company_id: 'Kies een bedrijf' });
    expect(errorsOf({ title: 'T', internal: 'no', company_id: 'unknown' })).toEqual({
      company_id: 'Kies een bedrijf',
    });
  });

  it('needs a user of a company that is a client of the product', () => {
    expect(errorsOf({ title: 'T', internal: 'no', company_id: CLIENT })).toEqual({
      user_id: 'Kies een gebruiker',
    });
    expect(errorsOf({ title: 'T', internal: 'no', company_id: CLIENT, user_id: USER })).toEqual({});
  });

  it("needs a valid contact e-mail for an external party: 'Voer een geldig e-mailadres in'", () => {
    const external = { title: 'T', internal: 'no' as const, company_id: EXTERNAL };
    for (const email of ['', 'jan', 'jan@bouw', 'jan @bouw.nl', 'jan@@bouw.nl']) {
      expect(errorsOf({ ...external, email })).toEqual({ email: 'Voer een geldig e-mailadres in' });
    }
    expect(errorsOf({ ...external, email: 'jan@bouw.nl' })).toEqual({});
  });
});

describe('toCreateDossierRequest', () => {
  it('sends only the trimmed title for an internal dossier', () => {
    expect(
      toCreateDossierRequest({ ...newDossierDefaults, title: ' Intern ', company_id: CLIENT }, kindOf),
    ).toEqual({
      title: 'Intern',
    });
  });

  it('sends company and user for a client, company and e-mail for an external party', () => {
    const base = { ...newDossierDefaults, title: 'T', internal: 'no' as const };
    expect(
      toCreateDossierRequest({ ...base, company_id: CLIENT, user_id: USER, email: 'x@y.nl' }, kindOf),
    ).toEqual({
      title: 'T',
      company_id: CLIENT,
      user_id: USER,
    });
    expect(toCreateDossierRequest({ ...base, company_id: EXTERNAL, email: ' jan@bouw.nl ' }, kindOf)).toEqual(
      {
        title: 'T',
        company_id: EXTERNAL,
        email: 'jan@bouw.nl',
      },
    );
  });
});

describe('invite relation form (SPEC.md section 5)', () => {
  const issues = (values: { company_id?: string; user_id?: string; email?: string }) => {
    const result = inviteRelationSchema(kindOf).safeParse({
      company_id: '',
      user_id: '',
      email: '',
      ...values,
    });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('needs a company, then a user for a client or a valid e-mail for an external party', () => {
    expect(issues({})).toEqual(['Kies een bedrijf']);
    expect(issues({ company_id: CLIENT })).toEqual(['Kies een gebruiker']);
    expect(issues({ company_id: CLIENT, user_id: USER })).toEqual([]);
    expect(issues({ company_id: EXTERNAL, email: 'geen-adres' })).toEqual(['Voer een geldig e-mailadres in']);
    expect(issues({ company_id: EXTERNAL, email: 'jan@bouw.nl' })).toEqual([]);
  });
});
