// What a block of a page looks like while it loads: a grey block of the given size, fading. Used
// instead of Mantine's Skeleton (which biome.json forbids), whose two pseudo-elements on a layer of
// its own made removing a list of them costly (skeleton.module.css). Nothing is wrapped in it.
import { Box, type BoxProps, getRadius, type MantineRadius } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import classes from './skeleton.module.css';

export function Skeleton({
  height,
  width,
  radius,
  style,
  ...rest
}: {
  height?: number | string;
  width?: number | string;
  radius?: MantineRadius;
} & BoxProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'style' | 'color'> & { style?: React.CSSProperties }) {
  const vars: Record<string, string | undefined> = {
    '--skeleton-radius': radius === undefined ? undefined : getRadius(radius),
  };
  return (
    <Box
      {...rest}
      // What tests and the accessibility watch look for: a page still loading.
      data-skeleton
      className={classes.skeleton}
      h={height ?? rest.h}
      w={width ?? rest.w}
      style={{ ...style, ...vars }}
    />
  );
}
