// React Router's framework mode (docs/decisions/045): every page rendered on the server by the API
// (apps/api/src/plugins/web-app.ts) from dist/server and hydrated from dist/client.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // The whole route manifest with the first page, not discovered link by link: each discovery
  // patched the router's routes, and each patch drew every page again just after it had hydrated.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
