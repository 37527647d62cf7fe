import type { UserResponse } from '@dossier/contract';
import { useBillingProfile } from '../features/billing/api/get-billing-profile.ts';
import { useSidebarDossiers } from '../features/dossiers/api/get-sidebar-dossiers.ts';
import { useNewDossierLauncher } from '../features/dossiers/new-dossier-launcher.tsx';
import { type FirstStep, FirstSteps } from '../features/onboarding/first-steps.tsx';
import { useFirstStepsDismissal } from '../features/onboarding/first-steps-dismissal.ts';
import { useRelations } from '../features/relations/api/get-relations.ts';
import { useUsers } from '../features/users/api/get-users.ts';
import { openingState } from '../lib/opening-action.ts';

/**
 * The first steps of an admin's company (issue 25), each derived from what the app already reads: a colleague
 * besides the admin, any relation (accepted, incoming or sent), a saved billing profile, a dossier. Nothing while
 * these load; hidden once all are done or the admin dismissed it. A failed read leaves its step to do.
 */
export function FirstStepsCard({ me }: { me: UserResponse }) {
  const users = useUsers();
  const relations = useRelations();
  const billing = useBillingProfile(me.company_id);
  const dossiers = useSidebarDossiers();
  const { dismissed, dismiss } = useFirstStepsDismissal(me.id);
  const newDossier = useNewDossierLauncher();

  if ([users, relations, billing, dossiers].some((query) => query.isPending)) return null;
  const relationsData = relations.data;
  const steps: FirstStep[] = [
    {
      key: 'invite',
      done: (users.data ?? []).some((user) => user.id !== me.id),
      action: { to: '/app/users', state: openingState('invite-user') },
    },
    {
      key: 'relation',
      done: relationsData
        ? relationsData.accepted.length + relationsData.pending.length + relationsData.sent.length > 0
        : false,
      action: { to: '/app/relations', state: openingState('new-relation') },
    },
    {
      key: 'billing',
      done: billing.data ? billing.data.updated_at !== null : false,
      action: { to: '/app/billing' },
    },
    { key: 'dossier', done: (dossiers.data?.length ?? 0) > 0, action: { onClick: newDossier.open } },
  ];
  if (dismissed || steps.every((step) => step.done)) return null;

  return (
    <>
      <FirstSteps steps={steps} onDismiss={dismiss} />
      {newDossier.element}
    </>
  );
}
