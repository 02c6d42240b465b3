// The first part of every notifications query key: the notifications feature asks with it, and
// the messages feature watches it, since each new message arrives with a notification.
export const notificationsKey = ['notifications'] as const;
