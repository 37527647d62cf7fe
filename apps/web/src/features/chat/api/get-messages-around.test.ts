import type { MessagePage } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import { chatMessage } from '../../../test-support/factories.ts';
import { newerPageParam, olderPageParam } from './get-messages-around.ts';

/** A page holding messages of seqs from..to (ids 1000 + seq), with the flags given. */
const page = (from: number, to: number, flags: Partial<MessagePage>): MessagePage => ({
  messages: Array.from({ length: to - from + 1 }, (_, index) => chatMessage(from + index)),
  before: 1000 + from,
  has_more: false,
  ...flags,
});

describe('the pages of the chat opened at a search hit', () => {
  it('asks the page older than the first message of an around or older page while has_more says so', () => {
    expect(olderPageParam(page(6, 55, { has_more: true }), { around: 1030 })).toEqual({ before: 1006 });
    expect(olderPageParam(page(1, 5, { has_more: false }), { before: 1006 })).toBeUndefined();
    expect(olderPageParam(page(20, 69, { has_more: true }), { before: 1070 })).toEqual({ before: 1020 });
  });

  it('asks the page after the last seq of an around page by has_more_after, of a newer page by has_more', () => {
    expect(newerPageParam(page(6, 55, { has_more: true, has_more_after: true }), { around: 1030 })).toEqual({
      after_seq: 55,
    });
    expect(newerPageParam(page(6, 30, { has_more: true, has_more_after: false }), { around: 1030 })).toBe(
      undefined,
    );
    expect(newerPageParam(page(56, 105, { has_more: true }), { after_seq: 55 })).toEqual({ after_seq: 105 });
    expect(newerPageParam(page(106, 120, { has_more: false }), { after_seq: 105 })).toBeUndefined();
  });

  it("never reads an around page's has_more (older) as newer, nor a newer page's as older", () => {
    expect(newerPageParam(page(6, 55, { has_more: true }), { around: 1030 })).toBeUndefined();
    expect(olderPageParam(page(56, 105, { has_more: true }), { after_seq: 55 })).toBeUndefined();
  });
});
