import { describe, expect, it } from 'vitest';
import { nl } from './nl.ts';

// SPEC.md quotes these as written, English ones and the typo included: nobody 'corrects' them (issue 24, item 6).
describe('texts SPEC.md quotes, kept exactly', () => {
  it.each([
    ["the register screen's button", nl.auth.register.submit, 'Submit'],
    ['a required field', nl.validation.required('E-mailadres'), 'E-mailadres is required'],
    ['a too long field', nl.validation.tooLong('Voornaam', 32), 'Voornaam must be 32 characters or less'],
    ['a too short field', nl.validation.tooShort('Voornaam', 2), 'Voornaam must be at least 2 characters'],
    ["the user details' reset button", nl.users.details.resetPassword, 'Reset Password'],
    ["the user details' remove button", nl.users.details.removeUser, 'Remove User'],
    ['a removed user', nl.users.details.removed('bram@bouw.test'), 'User bram@bouw.test removed'],
    ["a document's failed removal", nl.documents.deleteFailed, 'Verwijeren mislukt'],
    ['an added colleague', nl.users.added, 'Gebruiker toegevoegd'],
  ])('%s: %s', (_, shown, spec) => {
    expect(shown).toBe(spec);
  });
});

describe("'{company} gekoppeld aan dossier' (SPEC.md section 8, Dossiers)", () => {
  it('names the company when its name is known', () => {
    expect(nl.dossiers.companyLinked('Extern BV')).toBe('Extern BV gekoppeld aan dossier');
  });

  it.each([undefined, '', '  '])("says 'Bedrijf gekoppeld aan dossier' without a name (%j)", (name) => {
    expect(nl.dossiers.companyLinked(name)).toBe('Bedrijf gekoppeld aan dossier');
  });
});
