// A chart as one picture to assistive technology, under its heading: named by the heading and
// described by the caption of the table beside it, which holds the same figures for a screen
// reader to read cell by cell. The charts are drawn without recharts' keyboard layer (a focusable
// SVG inside a picture would be a stop that says nothing); the tooltips are for the pointer, the
// table for everyone.
import { Box, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export function ReportChart({
  title,
  describedBy,
  children,
}: {
  title: string;
  /** The id of the caption of the table with the chart's figures. */
  describedBy: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      <Box role="img" aria-labelledby={headingId} aria-describedby={describedBy} data-report-chart>
        {children}
      </Box>
    </Stack>
  );
}
