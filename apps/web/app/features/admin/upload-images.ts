import { useState, type RefObject } from 'react';

/** The image types /api/upload accepts (it re-encodes them). */
export const UPLOAD_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** Uploads one file to POST /api/upload (multipart field `file`) and answers its URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.set('file', file);
  const res = await fetch('/api/upload', { method: 'POST', body, headers: { Accept: 'application/json' } });
  const answer = (await res.json().catch(() => ({}))) as { image_url?: string; message?: string };
  if (!res.ok || !answer.image_url) throw new Error(answer.message || 'Upload failed');
  return answer.image_url;
}

/**
 * Uploads the chosen files one by one and appends each URL as a new line of the textarea
 * (the form still posts plain URLs, so it works before JavaScript loads).
 */
export function useImageUpload(target: RefObject<HTMLTextAreaElement | null>) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');

  async function upload(files: FileList | null) {
    if (!files?.length || !target.current) return;
    setUploading(true);
    setError('');
    try {
      for (const file of Array.from(files)) {
        const url = await uploadImage(file);
        if (target.current) target.current.value = [target.current.value.trim(), url].filter(Boolean).join('\n');
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Upload failed');
    } finally {
      setUploading(false);
    }
  }

  return { uploading, error, upload };
}
