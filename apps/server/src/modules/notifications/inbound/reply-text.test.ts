import { describe, expect, it } from 'vitest';
import { replyText } from './reply-text.ts';

const answer = 'Prima, ik stuur de offerte morgen.\nKun jij de tekening nog nakijken?';

describe('the text of a reply by mail', () => {
  it("strips Gmail's Dutch quote ('Op ... schreef ...:')", () => {
    const body = `${answer}

Op ma 2 mrt 2026 om 10:12 schreef Dossiers <no-reply@dossiers.example>:

> Anna de Vries schreef in Fundering Noord:
> Kun je de offerte sturen?
`;
    expect(replyText(body)).toBe(answer);
  });

  it("strips Gmail's English quote, also when the attribution wraps onto a second line", () => {
    const body = `${answer}

On Mon, Mar 2, 2026 at 10:12 AM Dossiers - Fundering Noord <
r+abcdefghijklmnop.abcdefghijklmnop@reply.dossiers.example> wrote:

> Kun je de offerte sturen?
`;
    expect(replyText(body)).toBe(answer);
  });

  it("strips Outlook's '-----Original Message-----' block", () => {
    const body = `${answer}

-----Original Message-----
From: Dossiers
Sent: Monday, March 2, 2026 10:12 AM
To: Bob Bakker
Subject: Nieuw bericht in Fundering Noord

Kun je de offerte sturen?`;
    expect(replyText(body)).toBe(answer);
  });

  it("strips Dutch Outlook's header block, with and without an address in brackets", () => {
    const withAddress = `${answer}

Van: Dossiers <no-reply@dossiers.example>
Verzonden: maandag 2 maart 2026 10:12
Aan: Bob Bakker <bob@bakker.example>
Onderwerp: Nieuw bericht in Fundering Noord

Kun je de offerte sturen?`;
    const withoutAddress = `${answer}

________________________________
Van: Dossiers
Verzonden: maandag 2 maart 2026 10:12
Aan: Bob Bakker
Onderwerp: Nieuw bericht in Fundering Noord

Kun je de offerte sturen?`;
    expect(replyText(withAddress)).toBe(answer);
    expect(replyText(withoutAddress)).toBe(answer);
  });

  it("strips Outlook's bold header block as it reads in an HTML mail's text", () => {
    const body = `${answer}

*From:* Dossiers <no-reply@dossiers.example>
*Sent:* Monday, March 2, 2026 10:12
*To:* Bob Bakker

Kun je de offerte sturen?`;
    expect(replyText(body)).toBe(answer);
  });

  it("strips the rule above a header block (an HTML mail's <hr> as text)", () => {
    const body = `${answer}\n\n${'-'.repeat(80)}\n\nFrom: Dossiers <no-reply@dossiers.example>\nSent: Monday\nTo: Bob\n\nKun je?`;
    expect(replyText(body)).toBe(answer);
  });

  it("strips Dutch Outlook's '-----Oorspronkelijk bericht-----'", () => {
    const body = `${answer}\n\n-----Oorspronkelijk bericht-----\nVan: Dossiers\nKun je?`;
    expect(replyText(body)).toBe(answer);
  });

  it("strips Apple Mail's Dutch and English attributions and its 'Verstuurd vanaf mijn iPhone'", () => {
    const dutch = `${answer}

Verstuurd vanaf mijn iPhone

> Op 2 mrt 2026 om 10:12 heeft Dossiers <no-reply@dossiers.example> het volgende geschreven:
>
> Kun je de offerte sturen?`;
    const dutchUnquoted = `${answer}

Op 2 mrt 2026 om 10:12 heeft Dossiers <no-reply@dossiers.example> het volgende geschreven:

> Kun je de offerte sturen?`;
    const english = `${answer}

Sent from my iPad

> On 2 Mar 2026, at 10:12, Dossiers <no-reply@dossiers.example> wrote:
>
> Kun je de offerte sturen?`;
    expect(replyText(dutch)).toBe(answer);
    expect(replyText(dutchUnquoted)).toBe(answer);
    expect(replyText(english)).toBe(answer);
  });

  it("strips '>' quoting and a '-- ' signature", () => {
    const body = `${answer}

-- 
Bob Bakker
Bakker Bouw BV | 06 12345678

> Kun je de offerte sturen?
> Groet, Anna`;
    expect(replyText(body)).toBe(answer);
  });

  it('keeps lines that only look like a quote header', () => {
    const body = 'Op dinsdag kan ik niet.\nVan: maandag tot woensdag ben ik weg.\nDe rest van de week wel.';
    expect(replyText(body)).toBe(body);
  });

  it('answers an empty text for a reply that is only the quote', () => {
    expect(replyText('\n\nOn Mon, Mar 2, 2026 at 10:12 AM Dossiers <a@b.example> wrote:\n> Kun je?\n')).toBe(
      '',
    );
  });

  it('reads Windows line endings alike', () => {
    const body = `${answer}\r\n\r\nOp ma 2 mrt 2026 om 10:12 schreef Dossiers <no-reply@dossiers.example>:\r\n> Kun je?\r\n`;
    expect(replyText(body)).toBe(answer);
  });
});
