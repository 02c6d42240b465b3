// A grid whose columns change at Mantine's breakpoints, drawn by its own stylesheet. Mantine's
// SimpleGrid and Grid write a <style> element into the page for their breakpoints, which HTML allows
// only in the head; a server-rendered page's HTML cannot move it there, as the app's hydration
// expects it in place (docs/decisions/037, 064). Every grid of the app is drawn with this: biome.json
// forbids importing SimpleGrid and Grid.
import { Box, type BoxProps, getSpacing, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './columns-grid.module.css';

const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
/** A number of equal columns, or a grid-template-columns value ('minmax(0, 7fr) minmax(0, 5fr)'). */
type Columns = number | string;

export function ColumnsGrid({
  cols,
  spacing = 'md',
  verticalSpacing = spacing,
  component = 'div',
  align,
  children,
  ...others
}: {
  cols: { base: Columns } & Partial<Record<Breakpoint, Columns>>;
  spacing?: MantineSpacing;
  verticalSpacing?: MantineSpacing;
  component?: 'div' | 'section' | 'dl' | 'ul' | 'ol';
  /** The cells' vertical alignment in their row (stretched by default). */
  align?: CSSProperties['alignItems'];
  children: ReactNode;
} & Omit<BoxProps, 'style'>) {
  const style: Record<string, string> = {
    '--columns-grid-column-gap': getSpacing(spacing) ?? '0',
    '--columns-grid-row-gap': getSpacing(verticalSpacing) ?? '0',
  };
  if (align) style.alignItems = align;
  // Every breakpoint is set, one without its own columns to those below it: a custom property is
  // inherited, so a grid inside another would otherwise take the outer grid's columns there.
  let columns: Columns = cols.base;
  for (const breakpoint of BREAKPOINTS) {
    columns = cols[breakpoint] ?? columns;
    style[`--columns-grid-${breakpoint}`] =
      typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : columns;
  }
  return (
    <Box component={component} className={classes.grid} style={style as CSSProperties} {...others}>
      {children}
    </Box>
  );
}
