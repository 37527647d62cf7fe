import * as contract from '@dossier/contract';
import { z } from 'zod';

/**
 * The contract schemas the API's answers are checked against, by name: every schema the contract exports, and
 * the few answers that are a list or an optional of one. A call names its answer (`answer: 'MessagePage'`),
 * which gives the answer its type. This module is loaded only where answers are checked (development and
 * tests): the production build carries neither the schemas nor zod for them.
 */
const answerSchemas = {
  ...contract,
  'SidebarItem[]': z.array(contract.SidebarItem),
  'SidebarItem?': contract.SidebarItem.optional(),
  'UserResponse[]': z.array(contract.UserResponse),
  'AvailableUser[]': z.array(contract.AvailableUser),
};

type Exported = typeof answerSchemas;

/** The name of a schema an answer can be checked against. */
export type AnswerName = { [K in keyof Exported]: Exported[K] extends z.ZodType ? K : never }[keyof Exported];

/** The type of an answer of that name (unknown when the call names none). */
export type Answer<K> = [K] extends [never]
  ? unknown
  : K extends AnswerName
    ? z.output<Exported[K]>
    : unknown;

/** What does not match in `parsed`, readable, or undefined when it is the answer the schema describes. */
export function mismatchOf(answer: AnswerName, parsed: unknown): string | undefined {
  const checked = (answerSchemas[answer] as z.ZodType).safeParse(parsed);
  return checked.success ? undefined : z.prettifyError(checked.error);
}
