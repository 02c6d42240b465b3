// A rating of 1 to 5 stars that works with the keyboard as with the pointer: a group of five radio
// buttons (a fieldset named by its legend), each star the label of one ("3 stars"); Tab enters the
// group, the arrow keys choose, and the stars up to the one pointed at light up (CSS). Mantine's Rating
// only commits a keyboard choice on Space or Enter, so it is not used for input.
// `onClear`: an optional rating (a topic) can be taken back with a button.
import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './star-rating-input.module.css';

function StarIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z" />
    </svg>
  );
}

export function StarRatingInput({
  label,
  value,
  onChange,
  onClear,
  clearLabel,
  required,
  error,
  name,
}: {
  label: string;
  /** 0 or undefined: not rated. */
  value: number | null | undefined;
  onChange(value: number): void;
  onClear?(): void;
  clearLabel?: string;
  required?: boolean;
  /** The translated error, shown under the stars and read with each of them. */
  error?: string;
  name: string;
}) {
  const { t } = useTranslation('reviews');
  const errorId = useId();
  const shown = value ?? 0;
  return (
    <fieldset className={classes.group} data-invalid={error ? true : undefined}>
      <legend className={classes.legend}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      <Group gap="xs" wrap="nowrap">
        <div className={classes.stars}>
          {[1, 2, 3, 4, 5].map((stars) => {
            const id = `${name}-${stars}`;
            return (
              <span key={stars}>
                <input
                  id={id}
                  className={classes.input}
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  aria-describedby={error ? errorId : undefined}
                  aria-label={t('rating.star', { count: stars })}
                  required={required}
                />
                <label htmlFor={id} className={classes.star} data-filled={stars <= shown ? true : undefined}>
                  <StarIcon />
                </label>
              </span>
            );
          })}
        </div>
        {onClear && value ? (
          <Button variant="subtle" size="compact-sm" onClick={onClear} aria-label={clearLabel}>
            {t('write.clear')}
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text id={errorId} size="xs" c="var(--mantine-color-error)" mt={4}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
