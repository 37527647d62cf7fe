/**
 * Notifications (issue 13): mail about unread messages (the scheduler, one per instance), preferences and mutes,
 * and replies by mail (the inbound SMTP listener and the HTTP endpoint for inbound-mail services).
 */
export { inboundMailRoute } from './inbound/routes.ts';
export { type InboundSmtp, startInboundSmtp } from './inbound/smtp-listener.ts';
export { notificationRoutes } from './routes.ts';
export { NotificationScheduler, type PassResult } from './scheduler.ts';
