import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { HashRouter, Link, Outlet, useRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { Dialog } from '../dialog';
import { FormActions } from '../form-actions';
import { FormField } from '../form-field';
import { ChangeScopeContext, useUnsavedChanges } from '../unsaved-changes';
import { useUnsavedChangesGuard } from '../unsaved-changes-guard';

/** A form as the admin's are: react-hook-form, telling the guard when it is dirty. */
function NameForm({ onCancel }: { onCancel: () => void }) {
  const { register, formState } = useForm({ defaultValues: { name: 'Ada' } });
  useUnsavedChanges(formState.isDirty);
  return (
    <form>
      <FormField label="Name" {...register('name')} />
      <FormActions submitLabel="Save" saving={false} onCancel={onCancel} />
    </form>
  );
}

function Layout() {
  const guard = useUnsavedChangesGuard();
  return (
    <ChangeScopeContext.Provider value={guard.scope}>
      {guard.dialog}
      <Link to="/other">Other page</Link>
      <Link to="/edit">Edit page</Link>
      <Outlet />
    </ChangeScopeContext.Provider>
  );
}

function DialogPage() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Edit name">
      <NameForm onCancel={() => setOpen(false)} />
    </Dialog>
  );
}

function Routes() {
  return useRoutes([
    {
      element: <Layout />,
      children: [
        { path: '/edit', element: <NameForm onCancel={() => undefined} /> },
        { path: '/dialog', element: <DialogPage /> },
        { path: '/other', element: <h1>Other page</h1> },
      ],
    },
  ]);
}

/** The guard in a hash router (as in the browser), at `path`. */
function renderAt(path: string) {
  window.history.replaceState(null, '', `/#${path}`);
  render(
    <HashRouter>
      <Routes />
    </HashRouter>,
  );
}

const question = () => screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
const answer = async (choice: 'Keep editing' | 'Discard') =>
  userEvent.click(within(await question()).getByRole('button', { name: choice }));

async function editName(text = ' Lovelace') {
  await userEvent.type(screen.getByLabelText('Name'), text);
}

function beforeUnloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('unsaved changes: a dialog', () => {
  it('when a dirty dialog gets Escape, then it asks, and Keep editing keeps the dialog and the typing', async () => {
    renderAt('/dialog');
    await editName();

    await userEvent.keyboard('{Escape}');
    await answer('Keep editing');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit name' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  });

  it('when a clean dialog gets Escape, then it closes without asking', async () => {
    renderAt('/dialog');
    await screen.findByRole('dialog', { name: 'Edit name' });

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when the typing is undone, then nothing has changed and Escape closes without asking', async () => {
    renderAt('/dialog');
    await editName('x');
    await userEvent.type(screen.getByLabelText('Name'), '{Backspace}');

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when a dirty dialog gets a click beside it, then it asks, and Discard closes it', async () => {
    renderAt('/dialog');
    await editName();
    // The backdrop: the overlay just before the dialog's content.
    const backdrop = screen.getByRole('dialog').previousElementSibling!;

    await userEvent.click(backdrop);
    await answer('Discard');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when Cancel is clicked on a dirty form, then it asks, and Discard cancels', async () => {
    renderAt('/dialog');
    await editName();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await answer('Discard');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when Cancel is clicked on a clean form, then it cancels without asking', async () => {
    renderAt('/dialog');

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('unsaved changes: leaving the page', () => {
  it('when a link is followed from a dirty form, then it asks; Keep editing stays, Discard goes', async () => {
    renderAt('/edit');
    await editName();

    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await answer('Keep editing');
    expect(window.location.hash).toBe('#/edit');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');

    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await answer('Discard');
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/other');
  });

  it('when a link is followed from a clean form, then it goes without asking', async () => {
    renderAt('/edit');

    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));

    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when the browser goes back from a dirty form, then it asks; Keep editing returns, Discard goes back', async () => {
    renderAt('/other');
    await userEvent.click(screen.getByRole('link', { name: 'Edit page' }));
    await editName();

    window.history.back();
    await answer('Keep editing');
    await waitFor(() => expect(window.location.hash).toBe('#/edit'));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');

    window.history.back();
    await answer('Discard');
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/other');
  });

  it('when the tab is closed, then the browser is asked to hold it only while a form is dirty', async () => {
    renderAt('/edit');
    await screen.findByLabelText('Name');
    expect(beforeUnloadIsHeld()).toBe(false);

    await editName();
    expect(beforeUnloadIsHeld()).toBe(true);

    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    expect(beforeUnloadIsHeld()).toBe(false);
  });
});
