import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type {
  guidedRequestSchema,
  Locale,
  PublicChatInfo,
  PublicConversation,
  PublicReply,
} from '@dermadesk/contracts';
import { AppError } from '../../../lib/app-error.js';
import type { OrgActor } from '../../../lib/request-context.js';
import type { OrgId } from '../../../platform/tenancy/org-id.js';
import type { AssistantService } from '../assistant/assistant.service.js';
import type { BookingService } from '../booking.service.js';
import type { GuidedBookingService } from '../guided.service.js';
import type { SetupService } from '../setup.service.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The patient-facing chat behind an organisation's public link. A caller has no account: the
 * link's key names the organisation (while it lets the public book), and a conversation's token
 * (given once, stored hashed) proves it is theirs. They see free slots and what they booked in
 * their own conversation; patient search and the clinic's records stay out of reach.
 */
export function createPublicChatService(deps: {
  /** The organisation of a link key, whatever its settings (a cross-organisation read). */
  orgOfKey: (key: string) => Promise<OrgId | null>;
  setup: SetupService;
  booking: BookingService;
  guided: GuidedBookingService;
  assistant: AssistantService;
}) {
  /** The caller's actor in the link's organisation; an unknown or switched-off link is 404. */
  async function actorOf(key: string, requestId: string): Promise<OrgActor> {
    const orgId = await deps.orgOfKey(key);
    const ctx = orgId ? { orgId, userId: null, requestId } : null;
    if (!ctx || !(await deps.setup.settings(ctx)).publicBooking) {
      throw AppError.notFound('booking page', key);
    }
    return ctx;
  }

  async function ownConversation(ctx: OrgActor, id: string, token: string) {
    const { conversation } = await deps.assistant.owned(ctx, id);
    const expected = Buffer.from(conversation.tokenHash ?? '', 'utf8');
    const given = Buffer.from(hashOf(token), 'utf8');
    if (
      conversation.channel !== 'public' ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, given)
    ) {
      throw AppError.notFound('conversation', id);
    }
    return conversation;
  }

  return {
    async info(key: string, requestId: string): Promise<PublicChatInfo> {
      const ctx = await actorOf(key, requestId);
      const [settings, types, status] = await Promise.all([
        deps.setup.settings(ctx),
        deps.setup.types(ctx),
        deps.assistant.status(ctx),
      ]);
      return {
        clinicName: settings.clinicName,
        timeZone: settings.timeZone,
        assistant: status.chat === 'ready',
        types: types
          .filter((t) => t.active)
          .map((t) => ({ id: t.id, name: t.name, durationMin: t.durationMin })),
      };
    },

    async guided(key: string, requestId: string, req: z.output<typeof guidedRequestSchema>) {
      return deps.guided.answer(await actorOf(key, requestId), req, 'public');
    },

    async start(key: string, requestId: string, language: Locale): Promise<PublicConversation> {
      const ctx = await actorOf(key, requestId);
      const token = randomBytes(32).toString('base64url');
      const row = await deps.assistant.start(ctx, {
        channel: 'public',
        language,
        tokenHash: hashOf(token),
      });
      return { id: row.id, token };
    },

    async turn(
      key: string,
      requestId: string,
      id: string,
      body: { token: string; content: string; language: Locale },
    ): Promise<PublicReply> {
      const ctx = await actorOf(key, requestId);
      await ownConversation(ctx, id, body.token);
      const added = await deps.assistant.turn(ctx, id, body.content, body.language);
      // What the tools did stays on the server: the caller reads the conversation's words and
      // the appointments booked in it, nothing else.
      const booked = [
        ...new Set(
          (await deps.assistant.messagesOf(ctx, id))
            .map((m) => m.appointmentId)
            .filter((a): a is string => a !== null),
        ),
      ];
      const bookings = await Promise.all(booked.map((a) => deps.booking.get(ctx, a)));
      return {
        messages: added
          .filter((m) => (m.role === 'caller' || m.role === 'assistant') && m.content)
          .map((m) => ({ role: m.role as 'caller' | 'assistant', content: m.content })),
        bookings: bookings.map((b) => ({
          typeName: b.typeName,
          start: b.start,
          end: b.end,
          status: b.status,
        })),
      };
    },
  };
}
export type PublicChatService = ReturnType<typeof createPublicChatService>;
