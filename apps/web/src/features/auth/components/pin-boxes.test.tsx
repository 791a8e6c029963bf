// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PinBoxes, cleanPin, emptyPin } from './pin-boxes';

function Harness({ initial = emptyPin() }: { initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PinBoxes value={value} onChange={setValue} />
      <output data-testid="value">{value.map((c) => c || '_').join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`PIN character ${n} of 4`) as HTMLInputElement;
const shown = () => screen.getByTestId('value').textContent;

afterEach(cleanup);

describe('PinBoxes', () => {
  it('upper-cases typed characters and moves to the next box', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1).value).toBe('A');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('7x');
    expect(shown()).toBe('A7X_');
    expect(document.activeElement).toBe(box(4));
  });

  it('ignores characters that cannot be in a PIN', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('-');
    expect(shown()).toBe('____');
    expect(document.activeElement).toBe(box(1));
  });

  it('fills all four boxes from a pasted PIN, whichever box has focus', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(box(3));
    await user.paste(' ab-12 ');
    expect(shown()).toBe('AB12');
    expect(document.activeElement).toBe(box(4));
  });

  it('fills from the focused box when fewer than four characters are pasted', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(box(2));
    await user.paste('q9');
    expect(shown()).toBe('_Q9_');
  });

  it('clears the box with Backspace, then moves back and clears the previous one', async () => {
    render(<Harness initial={['A', 'B', 'C', '']} />);
    const user = userEvent.setup();
    await user.click(box(3));
    await user.keyboard('{Backspace}');
    expect(shown()).toBe('AB__');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(shown()).toBe('A___');
    expect(document.activeElement).toBe(box(2));
  });

  it('moves with the arrow keys', () => {
    render(<Harness />);
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(2));
  });
});

describe('cleanPin', () => {
  it('keeps letters and digits, upper-cased', () => {
    expect(cleanPin(' a1-b2 ')).toBe('A1B2');
  });
});
