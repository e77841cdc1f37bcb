import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogQueue } from '../stores/DialogQueue';
import { renderWithStores } from '../testing/render';
import { Modal } from './Modal';
import { ModalPresenceContext } from './modalPresence';

afterEach(cleanup);

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Modal
          name="demo"
          title="Demo"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <input aria-label="first" />
          <button type="button">last</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('locks the body scroll while open, traps focus, and gives focus back on close', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithStores(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Demo' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.body.style.position).toBe('fixed');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);

    const last = screen.getByRole('button', { name: 'last' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.position).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('does not close on a click outside the dialog', () => {
    const onClose = vi.fn();
    renderWithStores(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const backdrop = document.querySelector('[data-modal="demo"]');
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes with Escape when it has a close button', () => {
    const onClose = vi.fn();
    renderWithStores(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the dialogs the site opens by itself waiting while it is open', () => {
    const queue = new DialogQueue();
    renderWithStores(
      <ModalPresenceContext value={queue}>
        <Harness />
      </ModalPresenceContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    queue.request('withdrawal');
    expect(queue.current).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(queue.mayShow('withdrawal')).toBe(true);
  });
});
