// The container of pop-up messages, alone in its module: app/providers.tsx loads it lazily, with its styles, and importing the
// package's index there instead would put the container's code (transitions, dragging) in the
// same chunk as the messages' store that pages import to show a message.
import '@mantine/notifications/styles.css';

export { Notifications as default } from '@mantine/notifications';
