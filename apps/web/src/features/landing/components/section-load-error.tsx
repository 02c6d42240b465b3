// What a landing-page section that reads the API shows when its request failed: what could not be
// loaded, what to do, and a button that asks again.
import { Alert, Button, Text } from '@mantine/core';

export function SectionLoadError({
  title,
  body,
  retryLabel,
  retrying,
  onRetry,
}: {
  title: string;
  body: string;
  retryLabel: string;
  retrying: boolean;
  onRetry(): void;
}) {
  return (
    <Alert variant="light" color="red" c="red.9" title={title} maw={760}>
      <Text size="sm" mb="sm">
        {body}
      </Text>
      <Button color="red.9" size="sm" loading={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
