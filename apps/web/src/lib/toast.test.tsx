// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../theme.ts';
import { toast } from './toast.ts';
import { ToastHost } from './toast-host.tsx';

afterEach(cleanup);

const renderHost = () =>
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ToastHost />
    </MantineProvider>,
  );

describe('toasts', () => {
  it('load Mantine notifications with the first toast, which then shows as a status', async () => {
    renderHost();
    expect(document.body.querySelector('[data-toast-type]')).toBeNull();

    toast.success('Gebruiker uitgenodigd', { title: 'Gelukt' });

    const shown = (await screen.findByText('Gebruiker uitgenodigd')).closest('[data-toast-type]');
    expect(shown?.getAttribute('data-toast-type')).toBe('success');
    expect(shown?.getAttribute('role')).toBe('status');
    expect(shown?.textContent).toContain('Gelukt');
  });

  it('show an error as an alert once the notifications are there', async () => {
    renderHost();
    toast.error('Opslaan mislukt');

    const shown = (await screen.findByText('Opslaan mislukt')).closest('[data-toast-type]');
    expect(shown?.getAttribute('data-toast-type')).toBe('error');
    expect(shown?.getAttribute('role')).toBe('alert');
  });
});
