/**
 * Shows a PDF the API answered. The window is opened on the click itself (a window opened after the download
 * would be blocked as a pop-up) and pointed at the file once it is there; without a window the file is downloaded.
 */
export async function showPdf(fetchPdf: () => Promise<Blob>, filename: string): Promise<'opened' | 'downloaded'> {
  const target = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = await fetchPdf();
  } catch (error) {
    target?.close();
    throw error;
  }
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  // The viewer may still be reading the file; the address is released a while later.
  setTimeout(() => URL.revokeObjectURL(url), 120_000);
  if (target) {
    target.location.href = url;
    return 'opened';
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  return 'downloaded';
}
