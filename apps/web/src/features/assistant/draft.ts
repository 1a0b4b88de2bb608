import type {
  AssistantAction,
  AssistantMessage,
  Attachment,
  AttachmentInput,
  Locale,
} from '@dermadesk/contracts';

/** What the composer holds; attachments keep their labels so chips can show them. */
export interface Draft {
  content: string;
  attachments: Attachment[];
}

export const emptyDraft: Draft = { content: '', attachments: [] };

/** The request form of an attachment: the server resolves an analysis's label itself. */
export function toAttachmentInput(attachment: Attachment): AttachmentInput {
  return attachment.kind === 'analysis'
    ? { kind: 'analysis', uploadId: attachment.uploadId }
    : { kind: 'note', text: attachment.text };
}

export function canSend(draft: Draft): boolean {
  return draft.content.trim() !== '' || draft.attachments.length > 0;
}

/** The same attachment twice would only repeat the context. */
export function addAttachment(list: Attachment[], attachment: Attachment): Attachment[] {
  const same = (a: Attachment) =>
    a.kind === 'analysis' && attachment.kind === 'analysis'
      ? a.uploadId === attachment.uploadId
      : a.kind === 'note' && attachment.kind === 'note' && a.text === attachment.text;
  return list.some(same) ? list : [...list, attachment];
}

/** The user's message as shown at once, before the server has saved it. */
export function localEcho(
  content: string,
  attachments: Attachment[],
  action: AssistantAction | null = null,
  language: Locale | null = null,
): AssistantMessage {
  return {
    id: 'local-echo',
    role: 'user',
    content: content.trim(),
    status: 'complete',
    attachments,
    action,
    language,
    model: null,
    createdAt: new Date().toISOString(),
  };
}

/** A note chip shows the note's start. */
export function notePreview(text: string, max = 40): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
