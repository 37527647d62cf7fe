import { Button, Group, Textarea } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, memo, useState } from 'react';
import { nl } from '../../../i18n/nl.ts';

interface MessageComposerProps {
  /** Resolves false when the message could not be sent; its text then comes back into the box. */
  onSend: (text: string) => Promise<boolean>;
  onTyping: () => void;
}

/** 'Typ een bericht...' and 'Verzend'; Enter sends, Shift+Enter starts a new line. Empty (trimmed) text is not sent. */
function MessageComposerForm({ onSend, onTyping }: MessageComposerProps) {
  const [text, setText] = useState('');

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message) return;
    setText('');
    const sent = await onSend(message);
    if (!sent) setText((typed) => typed || message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={submit}>
      <Group
        gap="sm"
        align="flex-end"
        wrap="nowrap"
        p="md"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Textarea
          aria-label={nl.chat.messageLabel}
          placeholder={nl.chat.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (event.currentTarget.value.trim()) onTyping();
          }}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
        />
        <Button type="submit" disabled={!text.trim()}>
          {nl.chat.send}
        </Button>
      </Group>
    </form>
  );
}

/** Memoised: the chat above re-renders with every message, the (autosizing) send box need not. */
export const MessageComposer = memo(MessageComposerForm);
