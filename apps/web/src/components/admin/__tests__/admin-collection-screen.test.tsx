import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineCollection } from '@tutoring/shared';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { useCollectionWrite } from '../../../lib/collection-writes';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { EditDeleteButtons } from '../../ui/edit-delete-buttons';
import { AdminCollectionScreen, type CollectionFormProps } from '../admin-collection-screen';

// A collection no other file knows: its admin screen comes from its definition alone, given
// a card and a form.
const noteInput = z.object({ title: z.string().trim().min(1) });
const noteCollection = defineCollection({
  slug: 'note',
  label: 'note',
  labels: { singular: 'note', plural: 'notes', fields: { title: 'Title' } },
  endpoint: { path: '/notes', listKey: 'notes', itemKey: 'note' },
  admin: { columns: ['title'], searchFields: ['title'], sorts: { title: 'text' }, defaultSort: '' },
  input: noteInput,
  read: noteInput.extend({ _id: z.string() }),
});
type Note = z.output<typeof noteCollection.read>;
type NoteData = z.output<typeof noteInput>;
const notes = checkedCollectionClient(noteCollection);

function NoteForm({ initial, onSubmit }: CollectionFormProps<Note, NoteData>) {
  const [title, setTitle] = useState(initial?.title ?? '');
  return (
    <form onSubmit={(event) => (event.preventDefault(), onSubmit({ title }))}>
      <label>
        Title <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

function AdminNotes() {
  return (
    <AdminCollectionScreen
      collection={noteCollection}
      items={useQuery({ queryKey: ['note'], queryFn: () => notes.list({ auth: false }) })}
      save={useCollectionWrite(noteCollection, notes.save, 'saved')}
      remove={useCollectionWrite(noteCollection, notes.remove, 'deleted')}
      listClassName="grid"
      renderCard={(note, actions) => (
        <li>
          {note.title} <EditDeleteButtons name={note.title} {...actions} />
        </li>
      )}
      renderForm={(form) => <NoteForm {...form} />}
    />
  );
}

const VECTORS = { _id: 'n1', title: 'Vectors' };

describe('an admin screen from a collection definition', () => {
  it('when a new collection is shown, then its heading, Add, list and search come from its labels', async () => {
    mockFetch({ 'GET /api/notes': () => jsonResponse({ notes: [VECTORS] }) });
    renderElement(<AdminNotes />);

    expect(screen.getByRole('heading', { name: 'Manage Notes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(within(list).getByText('Vectors')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search notes' })).toBeInTheDocument();
  });

  it('when a note is added, then the dialog is titled from the labels and the note is posted', async () => {
    const fetchMock = mockFetch({
      'GET /api/notes': () => jsonResponse({ notes: [] }),
      'POST /api/notes': () => jsonResponse({ note: { _id: 'n2', title: 'Limits' } }, 201),
    });
    renderElement(<AdminNotes />);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Limits');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/notes')).toHaveLength(1);
  });

  it('when a delete is confirmed but fails, then it asked the labels\' question and says "Failed to delete note."', async () => {
    mockFetch({
      'GET /api/notes': () => jsonResponse({ notes: [VECTORS] }),
      'DELETE /api/notes/n1': () =>
        jsonResponse({ success: false, error: { code: 'INTERNAL', message: 'Down' } }, 500),
    });
    renderElement(<AdminNotes />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Vectors' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Are you sure you want to delete this note?');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete note.')).toBeInTheDocument();
  });
});
