import { Group, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { nl } from '../../i18n/nl.ts';
import { storeAccessToken } from '../../lib/session.ts';
import { useValidateMagicLink } from './api/validate-magic-link.ts';
import { AuthCard } from './components/auth-card.tsx';
import { NewLinkForm } from './components/new-link-form.tsx';

const t = nl.auth.magicLink;

/**
 * SPEC.md section 2: trades a magic-link token for a guest session and opens its dossier. A used, expired or
 * missing link offers to send a new one.
 */
export function MagicLinkPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const validate = useValidateMagicLink();
  const { mutate, data: session } = validate;
  const started = useRef(false);

  useEffect(() => {
    // The link is single use: strict-mode double effects must not spend it twice.
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  useEffect(() => {
    if (!session) return;
    queryClient.clear();
    storeAccessToken(session.access_token);
    navigate(`/app/dossier/${session.dossier_id}`, { replace: true });
  }, [session, navigate, queryClient]);

  const failed = !token || validate.isError;
  return (
    <AuthCard title={t.title}>
      {failed ? (
        <>
          <FormError message={t.failed} />
          <NewLinkForm />
        </>
      ) : (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>{t.pending}</Text>
        </Group>
      )}
    </AuthCard>
  );
}
