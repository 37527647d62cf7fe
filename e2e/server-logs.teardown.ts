import { PASSWORD } from './support/api.ts';
import { allMails } from './support/mail.ts';
import {
  logLines,
  recordedSecrets,
  type Secrets,
  sightings,
  tokenShapedWords,
} from './support/server-logs.ts';
import { expect, test } from './support/test.ts';

/** The secrets every mail of the run carried: the tokens in its links, and its reply address. */
function mailedSecrets(): Secrets {
  const secrets: Secrets = {};
  allMails().forEach((mail, index) => {
    const what = `mail ${index + 1} ("${mail.subject}" to ${mail.to})`;
    for (const raw of mail.text.match(/https?:\/\/\S+/g) ?? []) {
      const token = new URL(raw).searchParams.get('token');
      if (token) secrets[`token of ${new URL(raw).pathname} in ${what}`] = token;
    }
    if (mail.replyTo.startsWith('r+'))
      secrets[`reply address of ${what}`] = mail.replyTo.split('@')[0] as string;
  });
  return secrets;
}

test('no line any server logged in this run shows a token, password, signature, secret or cookie', () => {
  const lines = logLines();
  // Captured at debug: every request of every journey left lines (one journey alone leaves dozens).
  expect(lines.filter((line) => line.text.includes('"incoming request"')).length).toBeGreaterThan(20);
  const secrets = { ...mailedSecrets(), ...recordedSecrets(), 'the journeys’ password': PASSWORD };
  expect(Object.keys(secrets).length).toBeGreaterThan(3);
  expect(sightings(lines, secrets)).toEqual([]);
  // Tokens and signatures no journey could record (bearer tokens of the API helpers, links the browser followed).
  expect(tokenShapedWords(lines)).toEqual([]);
});
