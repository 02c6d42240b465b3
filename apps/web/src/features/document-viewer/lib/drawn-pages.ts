// A document as the viewer draws it: a PDF's pages through pdf.js, or a picture as one page, each
// drawn onto a canvas at a scale and a quarter-turn rotation. Browser only: pdf.js is loaded on
// first use, so pages that never show a document never download it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** The most pages drawn: a transcript has a few; a 10 MiB PDF of hundreds would stall the page. */
export const MAX_DRAWN_PAGES = 50;

export type Rotation = 0 | 90 | 180 | 270;

export interface DrawnPages {
  /** The pages drawn (at most MAX_DRAWN_PAGES), and how many the document has. */
  count: number;
  total: number;
  /** A page's size in CSS pixels at scale 1, turned by `rotation`. */
  size(index: number, rotation: Rotation): { width: number; height: number };
  /** Draws a page onto the canvas, cancelling the drawing still running on it. */
  draw(index: number, canvas: HTMLCanvasElement, scale: number, rotation: Rotation): Promise<void>;
  close(): void;
}

/** Sizes the canvas for the screen's pixel density; returns that density. */
function fit(canvas: HTMLCanvasElement, width: number, height: number): number {
  const density = window.devicePixelRatio || 1;
  canvas.width = Math.max(1, Math.floor(width * density));
  canvas.height = Math.max(1, Math.floor(height * density));
  canvas.style.width = `${Math.floor(width)}px`;
  canvas.style.height = `${Math.floor(height)}px`;
  return density;
}

export async function pdfPages(data: ArrayBuffer): Promise<DrawnPages> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  // No script in a PDF runs, no XFA form is built: the viewer only draws what is printed.
  const document = await pdfjs.getDocument({ data, isEvalSupported: false, enableXfa: false }).promise;
  const count = Math.min(document.numPages, MAX_DRAWN_PAGES);
  const pages = await Promise.all(Array.from({ length: count }, (_, n) => document.getPage(n + 1)));
  const running = new Map<HTMLCanvasElement, { cancel(): void; promise: Promise<void> }>();
  const pageAt = (index: number) => {
    const page = pages[index];
    if (!page) throw new RangeError(`No page ${index}`);
    return page;
  };
  const viewport = (index: number, scale: number, rotation: Rotation) => {
    const page = pageAt(index);
    return page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
  };
  return {
    count,
    total: document.numPages,
    size(index, rotation) {
      const { width, height } = viewport(index, 1, rotation);
      return { width, height };
    },
    async draw(index, canvas, scale, rotation) {
      const before = running.get(canvas);
      if (before) {
        before.cancel();
        await before.promise.catch(() => undefined);
      }
      const view = viewport(index, scale, rotation);
      const density = fit(canvas, view.width, view.height);
      const task = pageAt(index).render({
        canvas,
        viewport: view,
        transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
      });
      running.set(canvas, task);
      try {
        await task.promise;
      } catch (err) {
        // A drawing cancelled by the next one is no failure.
        if (!(err instanceof Error && err.name === 'RenderingCancelledException')) throw err;
      } finally {
        if (running.get(canvas) === task) running.delete(canvas);
      }
    },
    close() {
      for (const task of running.values()) task.cancel();
      void document.destroy();
    },
  };
}

export async function imagePages(blob: Blob): Promise<DrawnPages> {
  const bitmap = await createImageBitmap(blob);
  const size = (rotation: Rotation) =>
    rotation === 90 || rotation === 270
      ? { width: bitmap.height, height: bitmap.width }
      : { width: bitmap.width, height: bitmap.height };
  return {
    count: 1,
    total: 1,
    size: (_index, rotation) => size(rotation),
    async draw(_index, canvas, scale, rotation) {
      const { width, height } = size(rotation);
      const density = fit(canvas, width * scale, height * scale);
      const context = canvas.getContext('2d');
      if (!context) return;
      context.setTransform(density * scale, 0, 0, density * scale, 0, 0);
      context.translate(width / 2, height / 2);
      context.rotate((rotation * Math.PI) / 180);
      context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
    },
    close() {
      bitmap.close();
    },
  };
}
