import { useState, type RefObject } from 'react';
import { useRouteLoaderData } from 'react-router';
import { answerText, type ErrorTexts } from '../../lib/error-texts';
import { uploadImageFile } from '../../lib/upload-image';

/** The image types /api/upload accepts (it re-encodes them). */
export const UPLOAD_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** The texts of the upload refusals, shipped by the /admin layout's loader in the back office's language. */
export function useUploadErrorTexts(): ErrorTexts {
  const layout: unknown = useRouteLoaderData('routes/admin');
  const texts = layout && typeof layout === 'object' && 'errorTexts' in layout ? layout.errorTexts : null;
  return texts && typeof texts === 'object' ? (texts as ErrorTexts) : {};
}

/** Uploads one file to POST /api/upload (multipart field `file`) and answers its URL; a refusal throws its text (by code). */
export async function uploadImage(file: File, texts: ErrorTexts): Promise<string> {
  const uploaded = await uploadImageFile(file);
  if (!uploaded.ok) throw new Error(answerText(texts, uploaded.answer, texts['server.error'] ?? 'Upload failed'));
  return uploaded.url;
}

/**
 * Uploads the chosen files one by one and appends each URL as a new line of the textarea
 * (the form still posts plain URLs, so it works before JavaScript loads).
 */
export function useImageUpload(target: RefObject<HTMLTextAreaElement | null>) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  const texts = useUploadErrorTexts();

  async function upload(files: FileList | null) {
    if (!files?.length || !target.current) return;
    setUploading(true);
    setError('');
    try {
      for (const file of Array.from(files)) {
        const url = await uploadImage(file, texts);
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
