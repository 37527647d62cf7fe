import { mayMoveInvoice } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { conflict, ValidationFailed } from '../../../http/errors.ts';
import { authorize } from '../../../policies/decision.ts';
import { mayChangeDraft } from '../../../policies/invoices.ts';
import { refusals } from '../../../policies/refusals.ts';
import { type TimedCommandDeps, transact } from '../../../transact.ts';
import { systemText } from '../../messages/index.ts';
import { announceSent } from '../announce-sent.ts';
import { creditInvoiceWhenCovered } from '../credit.ts';
import { addDays, invoiceDay, invoiceNumber } from '../issue-dates.ts';
import { loadInvoiceFor } from '../load-invoice.ts';
import { partiesForSending } from '../parties.ts';
import { dutchAmount } from '../presenter.ts';
import { findInvoice, invoiceView, takeNextNumber } from '../queries.ts';
import { toStoredInvoice } from '../stored-invoice.ts';
import { checkInvoiceRules } from '../ubl/rules.ts';

/**
 * Sends a draft: the next number of the seller's series, today's date (Amsterdam, rule clock) and the due date, both
 * parties' billing data frozen; refused with 422 when the UBL would break a rule (nothing is stored then). In the same
 * transaction the chat line, the status history, a mail to the buyer's members (outbox), and for a credit note that
 * covers its invoice, that invoice's credit.
 */
export async function sendInvoice(deps: TimedCommandDeps, actor: Actor, invoiceId: string) {
  return transact(deps, async (tx) => {
    const { trx } = tx;
    const now = deps.clock.now();
    const { invoice, facts, dossier } = await loadInvoiceFor(trx, actor, invoiceId, now, { lock: true });
    authorize(mayChangeDraft(actor.user, facts));
    const credited = invoice.credited_invoice_id
      ? await findInvoice(trx, invoice.credited_invoice_id, { lock: true })
      : undefined;
    // The credited invoice may have been settled otherwise since the credit note was drafted.
    if (credited && !mayMoveInvoice(credited.status, 'credited'))
      throw conflict(refusals.invoiceNotCreditable);

    const { seller, buyer, sellerProfile: profile, missing } = await partiesForSending(trx, invoice);
    if (missing.length > 0 || !seller || !buyer || !profile) throw new ValidationFailed(missing);

    const issueDate = invoiceDay(now);
    const year = Number(issueDate.slice(0, 4));
    const dueDate =
      invoice.kind === 'invoice' ? (invoice.due_date ?? addDays(issueDate, profile.payment_term_days)) : null;
    // A draft dated ahead may wait too long: a due date before the day it is sent would be overdue on arrival.
    if (dueDate && dueDate < issueDate)
      throw new ValidationFailed([
        {
          loc: ['due_date'],
          msg: 'De vervaldatum ligt vóór de factuurdatum: kies een nieuwe',
          type: 'invoice_rule',
        },
      ]);
    // The rules judge the invoice before a number is taken: a refusal uses up no number (and rolls back anyway).
    const sending = {
      ...invoice,
      number: 'CONCEPT',
      issue_date: issueDate,
      due_date: dueDate,
      buyer_reference: invoice.buyer_reference ?? dossier.title,
    };
    const draftView = await invoiceView(trx, sending);
    const broken = checkInvoiceRules(toStoredInvoice(draftView, { seller, buyer }, credited?.number ?? null));
    if (broken.length > 0)
      throw new ValidationFailed(
        broken.map((rule) => ({ loc: ['ubl', rule.rule], msg: rule.message, type: 'invoice_rule' })),
      );

    const counter = await takeNextNumber(trx, {
      companyId: invoice.seller_company_id,
      prefix: profile.invoice_prefix,
      year,
    });
    const number = invoiceNumber(profile.invoice_prefix, year, counter);
    const sent = await trx
      .updateTable('invoices')
      .set({
        status: 'sent',
        number,
        issue_date: issueDate,
        due_date: dueDate,
        buyer_reference: sending.buyer_reference,
        seller_billing: JSON.stringify(seller),
        buyer_billing: JSON.stringify(buyer),
        sent_at: now,
      })
      .where('id', '=', invoiceId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const view = await invoiceView(trx, sent);
    const amount = dutchAmount(view.invoice.payable);
    const text = credited?.number
      ? systemText.creditNoteSent(number, amount, credited.number)
      : systemText.invoiceSent(number, amount);
    const events = await announceSent(tx, { view, actor, dossier, text, now });
    if (credited) events.push(...(await creditInvoiceWhenCovered(trx, actor, credited, now)));
    return { result: view, events };
  });
}
