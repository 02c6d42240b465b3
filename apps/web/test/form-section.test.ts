// @vitest-environment happy-dom
// FormSection, the one way a form draws its sections: a fieldset named by its heading (a screen
// reader announces the group with each field; no fieldset without one), its fields in a grid or a
// column, on a card or not.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { type ComponentProps, createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FormSection } from '../src/components/ui/form-section';

const inMantine = (node: ReactNode) => render(createElement(MantineProvider, null, node));
type Props = ComponentProps<typeof FormSection>;
/** A FormSection with its fields as children. */
const section = (props: Omit<Props, 'children'>, ...fields: ReactNode[]) =>
  createElement(FormSection, props as Props, ...fields);
const field = (name: string) => createElement('input', { key: name, name, 'aria-label': name });

describe('FormSection', () => {
  it('is a group named by its heading, with the heading and its description', () => {
    inMantine(section({ title: 'Contact', description: 'How to reach you' }, field('email')));
    const group = screen.getByRole('group', { name: /Contact/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeTruthy();
    expect(group.textContent).toContain('How to reach you');
    expect(group.contains(screen.getByLabelText('email'))).toBe(true);
  });

  it('lays its fields in a grid of the columns asked for, else in one column', () => {
    // ColumnsGrid (decision 037): one column on a phone, those asked for from sm up, as the
    // custom properties its stylesheet reads.
    inMantine(section({ title: 'Pay', columns: 3 }, field('salary'), field('currency')));
    const grid = screen.getByLabelText('salary').parentElement;
    expect(grid?.contains(screen.getByLabelText('currency'))).toBe(true);
    expect(grid?.children).toHaveLength(2);
    expect(grid?.style.getPropertyValue('--columns-grid-base')).toBe('repeat(1, minmax(0, 1fr))');
    expect(grid?.style.getPropertyValue('--columns-grid-sm')).toBe('repeat(3, minmax(0, 1fr))');
    cleanup();
    const single = inMantine(section({ title: 'About' }, field('text')));
    const column = screen.getByLabelText('text').parentElement;
    expect(column?.classList.contains('mantine-Stack-root')).toBe(true);
    expect(single.container.querySelector('[style*="--columns-grid"]')).toBeNull();
  });

  it('stands on a card when asked; without a title it is no group, since a fieldset needs its legend (H71)', () => {
    const { container } = inMantine(section({ card: true }, field('pitch')));
    expect(container.querySelector('.mantine-Card-root')?.contains(screen.getByLabelText('pitch'))).toBe(true);
    expect(container.querySelector('fieldset')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
  });
});
