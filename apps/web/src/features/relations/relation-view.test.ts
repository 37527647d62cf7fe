import { describe, expect, it } from 'vitest';
import {
  companyDetails,
  externalCompanyDraft,
  isSearchable,
  pickedCompanyLabel,
  relationCreatedToast,
} from './relation-view.ts';

describe('relation view rules', () => {
  it('searches from 2 characters on, ignoring surrounding spaces', () => {
    expect(['', 'a', ' b ', 'bo', ' 12 '].map(isSearchable)).toEqual([false, false, false, true, true]);
  });

  it('shows the registration number and the city of a result, or the number alone', () => {
    expect(companyDetails({ registration_number: '12345678', city: 'Zwolle' })).toBe('12345678 · Zwolle');
    expect(companyDetails({ registration_number: '12345678', city: null })).toBe('12345678');
  });

  it("labels a pick as a client of the product or as 'Externe partij'", () => {
    expect(pickedCompanyLabel({ is_meru_client: true })).toBe('Klant van het platform');
    expect(pickedCompanyLabel({ is_meru_client: false })).toBe('Externe partij');
  });

  it('confirms a request to a client differently from an active external relation', () => {
    expect(relationCreatedToast({ status: 'pending' })).toBe('Verzoek tot uitnodiging verstuurd');
    expect(relationCreatedToast({ status: 'active' })).toBe('Relatie toegevoegd');
  });

  it('carries the typed text over to the external company form as a number or a name', () => {
    expect(externalCompanyDraft(' 1234 5678 ')).toEqual({
      name: '',
      registration_number: '12345678',
      city: '',
    });
    expect(externalCompanyDraft('Grondverzet Jansen ')).toEqual({
      name: 'Grondverzet Jansen',
      registration_number: '',
      city: '',
    });
  });
});
