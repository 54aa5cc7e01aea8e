import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogPostEditor } from '@/client/features/admin/components/blog-post-editor';
import { eachTestInEnglish, renderWithProviders } from '../render';

eachTestInEnglish();

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
/** What the upload answers: the server's image, or a refusal. */
let uploadAnswer: () => Response;

beforeEach(() => {
  calls = [];
  uploadAnswer = () =>
    Response.json(
      {
        id: 7,
        url: '/blog-images/7.png',
        alt: 'A prayer mat',
        contentType: 'image/png',
        byteSize: 68,
        markdown: '![A prayer mat](/blog-images/7.png)',
      },
      { status: 201 },
    );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
      if (url === '/api/admin/blog/images') return uploadAnswer();
      // 'salah-at-work' is taken: the server proposes the next free one.
      if (url === '/api/admin/blog/slug-proposal?title=Salah+at+Work')
        return Response.json({ slug: 'salah-at-work-2' });
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});

const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'mat.png', {
  type: 'image/png',
});

function openImageDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
  return screen.getByRole('dialog', { name: 'Insert an image' });
}

const uploads = () => calls.filter((call) => call.url === '/api/admin/blog/images');

describe("the editor's Insert image dialog", () => {
  it('requires the alt text: without it nothing is uploaded and the field says why', () => {
    renderWithProviders(<BlogPostEditor post={null} onDone={() => {}} />);
    openImageDialog();
    fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [PNG] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and insert' }));
    const alt = screen.getByLabelText('Description (alt text)');
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Describe the image (alt text is required)').id).toBe(
      alt.getAttribute('aria-describedby')?.split(' ').at(-1),
    );
    expect(document.activeElement).toBe(alt);
    expect(uploads()).toEqual([]);
  });

  it('requires a file', () => {
    renderWithProviders(<BlogPostEditor post={null} onDone={() => {}} />);
    openImageDialog();
    fireEvent.change(screen.getByLabelText('Description (alt text)'), { target: { value: 'A mat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and insert' }));
    expect(screen.getByText('Choose an image file')).toBeTruthy();
    expect(uploads()).toEqual([]);
  });

  it('uploads the file with its alt text and puts the image into the article where the cursor was', async () => {
    renderWithProviders(<BlogPostEditor post={null} onDone={() => {}} />);
    const markdown = screen.getByLabelText('Article (Markdown)') as HTMLTextAreaElement;
    fireEvent.change(markdown, { target: { value: 'First paragraph.\nSecond paragraph.' } });
    markdown.setSelectionRange(16, 16);
    openImageDialog();
    fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [PNG] } });
    fireEvent.change(screen.getByLabelText('Description (alt text)'), {
      target: { value: '  A prayer mat ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and insert' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = uploads();
    expect(sent?.method).toBe('POST');
    const form = sent?.body as FormData;
    expect(form.get('alt')).toBe('A prayer mat');
    expect((form.get('image') as File).name).toBe('mat.png');
    expect(markdown.value).toBe(
      'First paragraph.\n\n![A prayer mat](/blog-images/7.png)\n\nSecond paragraph.',
    );
  });

  it("shows the server's refusal (too big, wrong type) in the dialog, which stays open", async () => {
    uploadAnswer = () =>
      Response.json(
        { message: 'The image is too large: at most 5 MB', code: 'blogImageTooLarge' },
        { status: 413 },
      );
    renderWithProviders(<BlogPostEditor post={null} onDone={() => {}} />);
    openImageDialog();
    fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [PNG] } });
    fireEvent.change(screen.getByLabelText('Description (alt text)'), { target: { value: 'Big' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and insert' }));
    expect(await screen.findByText('The image is too large: at most 5 MB')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('the slug and the language', () => {
  it('the slug follows the title, is made free when the title is left, and stops following once edited', async () => {
    renderWithProviders(<BlogPostEditor post={null} onDone={() => {}} />);
    const title = screen.getByLabelText('Title');
    const slug = screen.getByLabelText('Slug') as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Çocuklara namaz öğretmek' } });
    expect(slug.value).toBe('cocuklara-namaz-ogretmek');
    fireEvent.change(title, { target: { value: 'Salah at Work' } });
    expect(slug.value).toBe('salah-at-work');
    await act(async () => {
      fireEvent.blur(title);
    });
    await waitFor(() => expect(slug.value).toBe('salah-at-work-2'));

    fireEvent.change(slug, { target: { value: 'my-own-slug' } });
    fireEvent.change(title, { target: { value: 'Another Title' } });
    expect(slug.value).toBe('my-own-slug');
  });

  it('the language must be chosen before saving', () => {
    renderWithProviders(<BlogPostEditor post={null} onDone={() => {}} />);
    const language = screen.getByLabelText('Language') as HTMLSelectElement;
    expect(language.value).toBe('');
    expect([...language.options].map((option) => option.textContent)).toEqual([
      'Choose a language',
      'English',
      'Arabic',
      'Turkish',
      'Urdu',
      'French',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByText('Choose the language the article is written in')).toBeTruthy();
    expect(language.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
