// Mantine's components carry their class names in a JS module (Button.module.mjs) and their CSS
// in a separate file (@mantine/core/styles/Button.css). This plugin imports that CSS beside the
// class names, so each chunk of the build carries exactly the styles of the Mantine components it
// contains: the landing page takes Button's and Card's styles, not those of every Popover and
// Table of the portals (docs/decisions/014). Mantine's other packages (notifications, charts) have
// one stylesheet each, imported the same way with their component: the charts' styles go with the
// reports page's chunk only.
//
// The development server pre-bundles Mantine into one module, so these files are never seen
// there: it gets the whole stylesheets instead, imported at the top of the entry.
import type { Plugin } from 'vite';

const CORE_CLASS_NAMES = /\/@mantine\/core\/esm\/.+\/(\w+)\.module\.mjs$/;
const PACKAGE_CLASS_NAMES = /\/@mantine\/(\w+)\/esm\/.+\.module\.mjs$/;
const ENTRY = /\/src\/root\.tsx$/;

export function stylesheetOf(id: string): string | undefined {
  const path = id.split('?')[0] ?? id;
  const component = CORE_CLASS_NAMES.exec(path)?.[1];
  if (component) return `@mantine/core/styles/${component}.css`;
  const pkg = PACKAGE_CLASS_NAMES.exec(path)?.[1];
  return pkg ? `@mantine/${pkg}/styles.css` : undefined;
}

export function mantineComponentStyles(): Plugin {
  let serving = false;
  return {
    name: 'mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      if (serving) {
        if (!ENTRY.test(id)) return null;
        const sheets = ['core', 'notifications', 'charts'].map((pkg) => `import '@mantine/${pkg}/styles.css';\n`);
        return { code: `${sheets.join('')}${code}` };
      }
      const stylesheet = stylesheetOf(id);
      return stylesheet ? { code: `import '${stylesheet}';\n${code}`, map: null } : null;
    },
  };
}
