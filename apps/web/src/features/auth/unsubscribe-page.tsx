import { nlMailLinks } from '../../i18n/nl-mail-links.ts';
import { useUnsubscribe } from './api/unsubscribe.ts';
import { MailLinkAction } from './components/mail-link-action.tsx';

const t = nlMailLinks.unsubscribe;

/**
 * The unsubscribe link of a notification mail (issue 13). Mail clients use the one-click POST of the
 * List-Unsubscribe header instead.
 */
export function UnsubscribePage() {
  return (
    <MailLinkAction
      title={t.title}
      intro={t.intro}
      submit={t.submit}
      action={useUnsubscribe()}
      done={(answer) => t.done(answer.email)}
      failed={() => t.failed}
    />
  );
}
