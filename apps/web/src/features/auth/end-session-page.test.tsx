// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../../test-support/fake-api.ts';
import { TestProviders } from '../../test-support/render-signed-in.tsx';
import { EndSessionPage } from './end-session-page.tsx';

const END = '/api/v1/auth/sessions/end-by-link';
let api: FakeApi;

beforeEach(() => {
  api = new FakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (path: string) =>
  render(
    <TestProviders path={path}>
      <EndSessionPage />
    </TestProviders>,
  );

describe("the 'Nieuwe aanmelding op je account' mail's link (issue 23)", () => {
  it('changes nothing on opening; the button ends that session without signing in', async () => {
    api.on('POST', END, () => ({
      detail: 'De sessie is beëindigd. Wijzig je wachtwoord als jij dit niet was.',
    }));
    open('/end-session?token=abc.def');
    const button = await screen.findByRole('button', { name: 'Deze sessie beëindigen' });
    expect(api.requests).toHaveLength(0);
    await userEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(
      'De sessie is beëindigd. Wijzig je wachtwoord als jij dit niet was.',
    );
    expect(api.requestsTo('POST', END)[0]?.body).toEqual({ token: 'abc.def' });
    expect(api.requestsTo('POST', END)[0]?.authorization).toBeUndefined();
  });

  it("shows the server's words when the link is refused", async () => {
    api.on('POST', END, () => ({
      status: 400,
      body: { detail: 'Deze link is ongeldig, verlopen of al gebruikt' },
    }));
    open('/end-session?token=oud');
    await userEvent.click(await screen.findByRole('button', { name: 'Deze sessie beëindigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze link is ongeldig, verlopen of al gebruikt',
    );
  });

  it('asks nothing of the server without a token', async () => {
    open('/end-session');
    expect(
      await screen.findByText('Deze link is ongeldig of onvolledig. Gebruik de link uit de e-mail.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
