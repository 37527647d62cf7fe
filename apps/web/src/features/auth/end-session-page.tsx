import { nlSecurity } from '../../i18n/nl-security.ts';
import { serverMessageOr } from '../../lib/api-client.ts';
import { useEndSessionByLink } from './api/end-session-by-link.ts';
import { MailLinkAction } from './components/mail-link-action.tsx';

const t = nlSecurity.endSessionLink;

/** /end-session?token= (issue 23): the link of the 'Nieuwe aanmelding op je account' mail ends that session. */
export function EndSessionPage() {
  return (
    <MailLinkAction
      title={t.title}
      intro={t.intro}
      submit={t.submit}
      action={useEndSessionByLink()}
      done={(answer) => answer.detail}
      failed={(error) => serverMessageOr(error, t.failed)}
      danger
    />
  );
}
