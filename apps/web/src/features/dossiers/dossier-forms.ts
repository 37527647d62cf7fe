import { type CreateDossierRequest, limits } from '@dossier/contract';
import { z } from 'zod';
import { nl } from '../../i18n/nl.ts';

const t = nl.dossiers.form;

/** SPEC.md section 5: no spaces, one @, a dot in the domain. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewDossierValues {
  title: string;
  /** 'Intern gebruik?': yes (default) or no. */
  internal: 'yes' | 'no';
  company_id: string;
  user_id: string;
  email: string;
}

export const newDossierDefaults: NewDossierValues = {
  title: '',
  internal: 'yes',
  company_id: '',
  user_id: '',
  email: '',
};

/** Whether the chosen counterparty is a client of the product; undefined for a company not in the relations. */
export type CounterpartyKind = (companyId: string) => 'client' | 'external' | undefined;

export interface CounterpartyValues {
  company_id: string;
  user_id: string;
  email: string;
}

const counterpartyShape = { company_id: z.string(), user_id: z.string(), email: z.string() };

/** A company from the accepted relations, then a user of it (client of the product) or a contact e-mail (external). */
function checkCounterparty(values: CounterpartyValues, kindOf: CounterpartyKind, ctx: z.RefinementCtx): void {
  const kind = values.company_id ? kindOf(values.company_id) : undefined;
  if (!kind) {
    ctx.addIssue({ code: 'custom', path: ['company_id'], message: t.companyRequired });
    return;
  }
  if (kind === 'client' && !values.user_id) {
    ctx.addIssue({ code: 'custom', path: ['user_id'], message: t.userRequired });
  }
  if (kind === 'external' && !CONTACT_EMAIL_PATTERN.test(values.email.trim())) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: t.invalidEmail });
  }
}

/**
 * The 'Nieuw dossier' rules of SPEC.md section 5: a title; when not internal a company from the accepted
 * relations, then a user of it (client of the product) or a valid contact e-mail (external party).
 */
export function newDossierSchema(kindOf: CounterpartyKind) {
  return z
    .object({
      title: z.string(),
      internal: z.enum(['yes', 'no']),
      ...counterpartyShape,
    })
    .superRefine((values, ctx) => {
      const title = values.title.trim();
      if (!title) ctx.addIssue({ code: 'custom', path: ['title'], message: t.titleRequired });
      else if (title.length > limits.dossierTitle.max) {
        ctx.addIssue({
          code: 'custom',
          path: ['title'],
          message: nl.validation.tooLong(t.title, limits.dossierTitle.max),
        });
      }
      if (values.internal === 'no') checkCounterparty(values, kindOf, ctx);
    });
}

/** The POST /api/v1/dossiers body for valid form values. */
export function toCreateDossierRequest(
  values: NewDossierValues,
  kindOf: CounterpartyKind,
): CreateDossierRequest {
  const title = values.title.trim();
  if (values.internal === 'yes') return { title };
  if (kindOf(values.company_id) === 'client') {
    return { title, company_id: values.company_id, user_id: values.user_id };
  }
  return { title, company_id: values.company_id, email: values.email.trim() };
}

export const inviteRelationDefaults: CounterpartyValues = { company_id: '', user_id: '', email: '' };
export type InviteRelationValues = CounterpartyValues;

/** The invite-relation modal (SPEC.md section 5): the same counterparty rules as a new shared dossier. */
export const inviteRelationSchema = (kindOf: CounterpartyKind) =>
  z.object(counterpartyShape).superRefine((values, ctx) => checkCounterparty(values, kindOf, ctx));
