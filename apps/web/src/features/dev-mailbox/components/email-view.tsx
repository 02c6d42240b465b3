// One email of the development mailbox: its text part (addresses as links, to open a verification
// or reset link from here) or its HTML part as the recipient's mail program draws it.
import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SentEmail } from '../api/get-mailbox';

/** Shows the plain-text body with its addresses as links. Keys are the parts' offsets in the text. */
function EmailText({ text }: { text: string }) {
  let offset = 0;
  const parts = text.split(/(https?:\/\/\S+)/).map((part) => {
    const at = offset;
    offset += part.length;
    return { at, part };
  });
  return (
    <Text component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
      {parts.map(({ at, part }) =>
        /^https?:\/\//.test(part) ? (
          <Anchor key={at} href={part}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={at}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

type Part = 'text' | 'html';

export function EmailView({ mail }: { mail: SentEmail }) {
  const { t } = useTranslation();
  // The text part first: its links open here, where the HTML part's sandbox keeps them shut.
  const [part, setPart] = useState<Part>('text');
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={part}
        onChange={(value) => setPart(value as Part)}
        data={[
          { value: 'text', label: t('devMailbox.text') },
          { value: 'html', label: t('devMailbox.html') },
        ]}
        w="fit-content"
      />
      {part === 'text' ? (
        <EmailText text={mail.text} />
      ) : (
        // The email's own document, apart from the app's: sandbox="" runs none of its scripts,
        // submits no form and opens nothing; srcdoc keeps it off the network.
        <iframe
          title={t('devMailbox.htmlFrame', { subject: mail.subject })}
          srcDoc={mail.html}
          sandbox=""
          style={{
            width: '100%',
            height: 640,
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        />
      )}
    </Stack>
  );
}
