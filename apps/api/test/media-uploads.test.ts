// Uploads over real HTTP: a corpus of good and bad files (each bad one a 4xx, never a 5xx),
// both sides of each size limit, hostile names, re-encoding, and who may read what.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { strToU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateProfiles, jobs, media } from '../src/db/schema.js';
import { buildApplication, insertApplication } from './application-factories.js';
import {
  createJob,
  registerApprovedCompany,
  registerVerifiedCandidate,
  signedInAdmin,
  signInCandidate,
  signInWithCode,
  userIdOf,
} from './factories.js';
import { call, startTestApp, TEST_ROUND_ID, type TestApp } from './helper.js';
import {
  contentTypesXml,
  docx,
  docxBomb,
  docxManyEntries,
  docxRenamedVbaProject,
  download,
  fakeOleDoc,
  html,
  hugeCanvasPng,
  jpegWithGps,
  MiB,
  multipart,
  pdf,
  png,
  pngOfSize,
  shellScript,
  svg,
  upload,
  webp,
  wordDoc,
  wordDocHugeSectorCounts,
  wordDocLoopingChain,
  wordDocLoopingDirectory,
  wordDocWithMacros,
  xlsxLike,
} from './upload-corpus.js';

let t: TestApp;
let candidateToken: string;
let candidateId: string;
beforeAll(async () => {
  t = await startTestApp();
  const candidate = await registerVerifiedCandidate(t);
  candidateToken = await signInCandidate(t, candidate.email);
  candidateId = await userIdOf(t, candidate.email);
});
afterAll(async () => {
  // A streamed file can reach the client before the server has ended its response; closing the
  // app in that instant would leave the connection to its 72 s keep-alive time-out.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await t.close();
});

async function newCandidate() {
  const candidate = await registerVerifiedCandidate(t);
  return { token: await signInCandidate(t, candidate.email), id: await userIdOf(t, candidate.email) };
}

async function newCompany() {
  const company = await registerApprovedCompany(t);
  return { ...company, token: await signInWithCode(t, '/auth/company-login', company.email) };
}

/** A job of the company and the candidate's application to it (with this resume), as the apply flow leaves them. */
async function applyTo(companyId: string, candidate: string, resumeMediaId: string | null = null) {
  const [job] = await t.app.db
    .insert(jobs)
    .values({
      companyId,
      roundId: TEST_ROUND_ID,
      positionName: 'Data Intern',
      jobFunction: 'TECHNOLOGY',
      jobMode: 'ONSITE',
      location: 'HongKong',
      city: 1,
      currency: 'HKD',
      payFrequency: 'PER_MONTH',
      contractType: 'FULL_TIME',
      expiresOn: '2026-06-30',
      description: 'Dashboards',
      requirements: 'SQL',
      approvalStatus: 1,
    })
    .returning();
  if (!job) throw new Error('job insert failed');
  await insertApplication(t, {
    jobId: job.id,
    candidateId: candidate,
    resumeMediaId,
    createdAt: t.clock.now(),
    stageChangedAt: t.clock.now(),
  });
}

function expectRefused(res: { status: number; body: { code?: string } }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(code);
}

describe('POST /media/upload: good files', () => {
  it.each([
    ['avatar', 'me.png', () => png(), 'image/png', 'me.png'],
    ['avatar', 'me.webp', () => webp(), 'image/webp', 'me.webp'],
    ['logo', 'logo.jpeg', () => jpegWithGps(), 'image/jpeg', 'logo.jpeg'],
    ['resume', 'cv.pdf', async () => pdf(), 'application/pdf', 'cv.pdf'],
    [
      'transcript',
      'grades.docx',
      async () => docx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'grades.docx',
    ],
    ['student_id', 'card.doc', async () => wordDoc(), 'application/msword', 'card.doc'],
    ['resume', 'short.doc', async () => wordDoc({ streamSize: 900 }), 'application/msword', 'short.doc'],
    [
      'resume',
      'embedded.docx',
      // An embedded OLE object is content, not code: its content type is not a macro one.
      async () =>
        docx(
          { 'word/embeddings/oleObject1.bin': wordDoc() },
          strToU8(
            contentTypesXml(
              '<Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.oleObject"/>',
            ),
          ),
        ),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'embedded.docx',
    ],
    ['attachment', 'award.pdf', async () => pdf(), 'application/pdf', 'award.pdf'],
  ] as const)('accepts a %s %s', async (purpose, name, make, mimeType, storedName) => {
    // Companies upload logos; candidates their profile files.
    const token = purpose === 'logo' ? (await newCompany()).token : candidateToken;
    const res = await upload(t, token, purpose, { name, data: await make() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: `/api/v1/media/${res.body.id}`,
      originalName: storedName,
      mimeType,
      sizeBytes: expect.any(Number),
    });
  });

  it('judges by the bytes: a real PNG named .pdf is stored as a PNG named .png', async () => {
    const res = await upload(t, candidateToken, 'avatar', {
      name: 'photo.pdf',
      data: await png(),
      type: 'application/pdf',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mimeType: 'image/png', originalName: 'photo.png' });
  });

  it('takes the purpose after the file as well as before it', async () => {
    const res = await upload(t, candidateToken, 'resume', { name: 'cv.pdf', data: pdf() }, { purposeLast: true });
    expect(res.status).toBe(201);
  });

  it('re-encodes images: EXIF and GPS data are gone, the picture is kept', async () => {
    const original = await jpegWithGps(640, 480);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(t, candidateToken, 'avatar', { name: 'holiday.jpg', data: original });
    expect(res.status).toBe(201);
    const served = await download(t, res.body.id);
    const meta = await sharp(served.data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(served.data.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('caps the dimensions of an avatar at 1024 pixels, keeping the proportions', async () => {
    const res = await upload(t, candidateToken, 'avatar', { name: 'big.png', data: await png(3000, 1500) });
    expect(res.status).toBe(201);
    const meta = await sharp((await download(t, res.body.id)).data).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1024, height: 512 });
  });
});

describe('POST /media/upload: a scan is a photo or a document (docs/decisions/005)', () => {
  it.each([
    ['student_id', 'card.jpg', () => jpegWithGps(1200, 760), 'image/jpeg'],
    ['student_id', 'card.png', () => png(), 'image/png'],
    ['transcript', 'page.webp', () => webp(), 'image/webp'],
    ['student_id', 'card.pdf', async () => pdf(), 'application/pdf'],
  ] as const)('takes a %s %s, kept private like a document', async (purpose, name, make, mimeType) => {
    const owner = await newCandidate();
    const res = await upload(t, owner.token, purpose, { name, data: await make() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ mimeType, originalName: name });
    const [row] = await t.app.db.select().from(media).where(eq(media.id, res.body.id));
    expect(row?.visibility).toBe('private');
    expect(row?.storageKey.startsWith('private/')).toBe(true);

    // Served as today's scans are: to the owner and the office as a download never cached, to nobody else.
    const asOwner = await download(t, res.body.id, owner.token);
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(asOwner.headers.get('cache-control')).toBe('no-store');
    const { token: adminToken } = await signedInAdmin(t);
    expect((await download(t, res.body.id, adminToken)).status).toBe(200);
    const stranger = await newCompany();
    for (const token of [stranger.token, candidateToken, undefined]) {
      expect((await download(t, res.body.id, token)).status).toBe(404);
    }
  });

  it('re-encodes a photographed card: its GPS data is gone and its longest side is at most 2560 px', async () => {
    const res = await upload(t, candidateToken, 'student_id', {
      name: 'card.jpg',
      data: await jpegWithGps(4000, 2500),
    });
    expect(res.status).toBe(201);
    const served = await download(t, res.body.id, candidateToken);
    const meta = await sharp(served.data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2560, height: 1600 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses what is neither a picture nor a document with the scan message, translated, and a photo over 5 MiB', async () => {
    const res = await upload(t, candidateToken, 'student_id', { name: 'card.html', data: html() });
    expectRefused(res, 400, 'SCAN_TYPE_INVALID');
    expect(res.body.message).toBe(
      'The scan must be a picture (.png, .jpg, .jpeg, .webp) or a document (.pdf, .doc, .docx)',
    );
    const zh = await upload(t, candidateToken, 'transcript', { name: 'a.svg', data: svg() }, { lang: 'zh' });
    expect(zh.body.message).toBe('掃描檔必須為圖片（.png、.jpg、.jpeg、.webp）或文件（.pdf、.doc、.docx）');
    const big = await upload(t, candidateToken, 'student_id', { name: 'card.png', data: await pngOfSize(5 * MiB + 1) });
    expectRefused(big, 413, 'IMAGE_TOO_LARGE');
  });
});

describe('POST /media/upload: size limits (1 MB = 1024 × 1024 bytes, the limit itself allowed)', () => {
  it('accepts an image of exactly 5 MiB and refuses one byte more with 413 and the message', async () => {
    const atLimit = await pngOfSize(5 * MiB);
    expect(atLimit.length).toBe(5_242_880);
    expect((await upload(t, candidateToken, 'avatar', { name: 'at.png', data: atLimit })).status).toBe(201);
    const over = await upload(t, candidateToken, 'avatar', { name: 'over.png', data: await pngOfSize(5 * MiB + 1) });
    expectRefused(over, 413, 'IMAGE_TOO_LARGE');
    expect(over.body).toMatchObject({ message: 'The image size must be less than 5MB', field: 'file' });
  });

  it('accepts a document of exactly 10 MiB and refuses one byte more with 413 and the message', async () => {
    const atLimit = pdf(10 * MiB);
    expect(atLimit.length).toBe(10_485_760);
    expect((await upload(t, candidateToken, 'resume', { name: 'at.pdf', data: atLimit })).status).toBe(201);
    const over = await upload(t, candidateToken, 'resume', { name: 'over.pdf', data: pdf(10 * MiB + 1) });
    expectRefused(over, 413, 'DOCUMENT_TOO_LARGE');
    expect(over.body.message).toBe('The document size must be less than 10MB');
  });

  it('translates the size message', async () => {
    const over = await upload(t, candidateToken, 'resume', { name: 'o.pdf', data: pdf(10 * MiB + 1) }, { lang: 'zh' });
    expect(over.body.message).toBe('文件大小必須少於 10MB');
  });

  it('refuses an image over 5 MiB whose purpose comes after it, once the purpose is known', async () => {
    const late = await upload(
      t,
      candidateToken,
      'avatar',
      { name: 'x.png', data: await pngOfSize(6 * MiB) },
      { purposeLast: true },
    );
    expectRefused(late, 413, 'IMAGE_TOO_LARGE');
  });

  it('refuses a huge declared body before reading it', async () => {
    const data = Buffer.alloc(60 * MiB, 0x25);
    const { body, contentType } = multipart([
      { name: 'purpose', value: 'resume' },
      { name: 'file', fileName: 'huge.pdf', data },
    ]);
    const res = await fetch(`${t.url}/api/v1/media/upload`, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: `Bearer ${candidateToken}`, 'accept-language': 'en' },
      body,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('cuts off a huge body sent without a length (chunked) at the file limit', async () => {
    const { body, contentType } = multipart([
      { name: 'purpose', value: 'resume' },
      { name: 'file', fileName: 'huge.pdf', data: Buffer.concat([pdf(), Buffer.alloc(30 * MiB, 0x25)]) },
    ]);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < body.length; i += MiB) controller.enqueue(body.subarray(i, i + MiB));
        controller.close();
      },
    });
    const res = await fetch(`${t.url}/api/v1/media/upload`, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: `Bearer ${candidateToken}`, 'accept-language': 'en' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('DOCUMENT_TOO_LARGE');
  });
});

describe('POST /media/upload: bad files are refused with a 4xx', () => {
  it.each([
    ['a PDF renamed .png', 'avatar', 'photo.png', async () => pdf(), 400, 'IMAGE_TYPE_INVALID'],
    ['HTML renamed .jpg', 'avatar', 'photo.jpg', async () => html(), 400, 'IMAGE_TYPE_INVALID'],
    ['an SVG', 'logo', 'logo.svg', async () => svg(), 400, 'IMAGE_TYPE_INVALID'],
    ['an SVG renamed .png', 'cover', 'cover.png', async () => svg(), 400, 'IMAGE_TYPE_INVALID'],
    [
      'a PNG header over garbage',
      'avatar',
      'broken.png',
      async () => Buffer.concat([(await png()).subarray(0, 33), Buffer.alloc(500, 7)]),
      400,
      'FILE_REJECTED',
    ],
    ['an image for a document purpose', 'resume', 'cv.pdf', () => png(), 400, 'DOCUMENT_TYPE_INVALID'],
    ['HTML renamed .pdf', 'resume', 'cv.pdf', async () => html(), 400, 'DOCUMENT_TYPE_INVALID'],
    ['a shell script renamed .docx', 'resume', 'cv.docx', async () => shellScript(), 400, 'DOCUMENT_TYPE_INVALID'],
    ['a spreadsheet zip renamed .docx', 'resume', 'cv.docx', async () => xlsxLike(), 400, 'DOCUMENT_TYPE_INVALID'],
    [
      'an OLE file that is not Word (.xls)',
      'resume',
      'cv.doc',
      async () => wordDoc({ mainStream: 'Workbook' }),
      400,
      'DOCUMENT_TYPE_INVALID',
    ],
    [
      'an OLE header over no structure, naming WordDocument',
      'resume',
      'cv.doc',
      async () => fakeOleDoc(),
      400,
      'FILE_REJECTED',
    ],
    [
      'a .doc with a VBA project (Macros/VBA, AutoOpen)',
      'resume',
      'cv.doc',
      async () => wordDocWithMacros(),
      400,
      'FILE_REJECTED',
    ],
    [
      'a .doc with only an AutoOpen module stream',
      'resume',
      'cv.doc',
      async () => wordDoc({ extra: { '/AutoOpen': Buffer.from('Sub AutoOpen()') } }),
      400,
      'FILE_REJECTED',
    ],
    [
      'a Word 95 .doc (macros inside the text stream)',
      'resume',
      'cv.doc',
      async () => wordDoc({ nFib: 0x68 }),
      400,
      'FILE_REJECTED',
    ],
    ['a truncated .doc', 'resume', 'cv.doc', async () => wordDoc().subarray(0, 2560), 400, 'FILE_REJECTED'],
    ['a .doc whose sector chain loops', 'resume', 'cv.doc', async () => wordDocLoopingChain(), 400, 'FILE_REJECTED'],
    [
      'a .doc whose directory tree loops',
      'resume',
      'cv.doc',
      async () => wordDocLoopingDirectory(),
      400,
      'FILE_REJECTED',
    ],
    [
      'a .doc declaring 2 billion FAT sectors',
      'resume',
      'cv.doc',
      async () => wordDocHugeSectorCounts(),
      400,
      'FILE_REJECTED',
    ],
    [
      'a .docx with a vbaProject under another part name',
      'resume',
      'cv.docx',
      async () => docxRenamedVbaProject(),
      400,
      'FILE_REJECTED',
    ],
    [
      'a .docx whose macro content type is written with character references',
      'resume',
      'cv.docx',
      async () => docxRenamedVbaProject('application/vnd.ms-office.vba&#80;roject'),
      400,
      'FILE_REJECTED',
    ],
    [
      'a .docx with a UTF-16 [Content_Types].xml naming a vbaProject',
      'resume',
      'cv.docx',
      async () => docxRenamedVbaProject(undefined, 'utf16'),
      400,
      'FILE_REJECTED',
    ],
    [
      'a .docx whose main part is macro-enabled',
      'resume',
      'cv.docx',
      async () => docxRenamedVbaProject('application/vnd.ms-word.document.macroEnabled.main+xml'),
      400,
      'FILE_REJECTED',
    ],
    [
      'a .docx with an ActiveX binary',
      'resume',
      'cv.docx',
      async () => docxRenamedVbaProject('application/vnd.ms-office.activeX'),
      400,
      'FILE_REJECTED',
    ],
    ['a .docx zip bomb (60 MiB of zeros)', 'resume', 'cv.docx', async () => docxBomb(), 400, 'FILE_REJECTED'],
    ['a .docx with 2,100 entries', 'transcript', 't.docx', async () => docxManyEntries(), 400, 'FILE_REJECTED'],
    [
      'a .docx with macros',
      'resume',
      'cv.docx',
      async () => docx({ 'word/vbaProject.bin': new Uint8Array(64) }),
      400,
      'FILE_REJECTED',
    ],
    ['a truncated zip', 'resume', 'cv.docx', async () => docx().subarray(0, 200), 400, 'FILE_REJECTED'],
    ['an empty file', 'resume', 'cv.pdf', async () => Buffer.alloc(0), 400, 'FILE_REJECTED'],
  ] as const)('%s', async (_label, purpose, name, make, status, code) => {
    const token = purpose === 'logo' || purpose === 'cover' ? (await newCompany()).token : candidateToken;
    const before = await t.app.db.select({ id: media.id }).from(media);
    expectRefused(await upload(t, token, purpose, { name, data: await make() }), status, code);
    // Nothing of a refused file is kept.
    expect(await t.app.db.select({ id: media.id }).from(media)).toHaveLength(before.length);
  });

  it('answers the document type message of SPEC section 8, translated', async () => {
    const res = await upload(t, candidateToken, 'resume', { name: 'cv.pdf', data: html() });
    expect(res.body.message).toBe('The document type must be .doc, .docx or .pdf');
    const zh = await upload(t, candidateToken, 'resume', { name: 'cv.pdf', data: html() }, { lang: 'cn' });
    expect(zh.body.message).toBe('文件格式必须为 .doc、.docx 或 .pdf');
  });

  it('refuses a missing or unknown purpose, a purpose of another role, and a missing file', async () => {
    expectRefused(await upload(t, candidateToken, 'passport', { name: 'a.pdf', data: pdf() }), 400, 'FIELD_INVALID');
    expect((await upload(t, candidateToken, 'logo', { name: 'a.png', data: await png() })).body).toMatchObject({
      code: 'FIELD_INVALID',
      field: 'purpose',
    });
    const company = await newCompany();
    expectRefused(await upload(t, company.token, 'resume', { name: 'a.pdf', data: pdf() }), 400, 'FIELD_INVALID');
    const noPurpose = multipart([{ name: 'file', fileName: 'a.pdf', data: pdf() }]);
    const res = await fetch(`${t.url}/api/v1/media/upload`, {
      method: 'POST',
      headers: { 'content-type': noPurpose.contentType, authorization: `Bearer ${candidateToken}` },
      body: noPurpose.body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'FIELD_REQUIRED', field: 'purpose' });
    const noFile = multipart([{ name: 'purpose', value: 'resume' }]);
    const res2 = await fetch(`${t.url}/api/v1/media/upload`, {
      method: 'POST',
      headers: { 'content-type': noFile.contentType, authorization: `Bearer ${candidateToken}` },
      body: noFile.body,
    });
    expect(await res2.json()).toMatchObject({ code: 'FIELD_REQUIRED', field: 'file' });
  });

  it('refuses a JSON body, a malformed multipart body and two files on the one-file route', async () => {
    const json = await call(t, 'POST', '/media/upload', { token: candidateToken, body: { purpose: 'resume' } });
    expect(json.status).toBe(400);
    const broken = await fetch(`${t.url}/api/v1/media/upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', authorization: `Bearer ${candidateToken}` },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then nothing',
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    const two = multipart([
      { name: 'purpose', value: 'resume' },
      { name: 'file', fileName: 'a.pdf', data: pdf() },
      { name: 'file', fileName: 'b.pdf', data: pdf() },
    ]);
    const res = await fetch(`${t.url}/api/v1/media/upload`, {
      method: 'POST',
      headers: { 'content-type': two.contentType, authorization: `Bearer ${candidateToken}` },
      body: two.body,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('TOO_MANY_FILES');
  });

  it('answers 401 without a token, before reading the body', async () => {
    expectRefused(await upload(t, undefined, 'resume', { name: 'a.pdf', data: pdf() }), 401, 'UNAUTHORIZED');
  });
});

describe('POST /media/upload: image dimensions are capped before decoding (25 megapixels)', () => {
  it.each([
    ['a 300-byte PNG declaring 100,000 × 100,000 pixels', () => Promise.resolve(hugeCanvasPng(100_000, 100_000))],
    ['a small PNG of 8000 × 5000 pixels (40 megapixels, one colour)', () => png(8000, 5000)],
    ['a PNG one column over the cap (5001 × 5000)', () => png(5001, 5000)],
  ])('refuses %s with IMAGE_DIMENSIONS_TOO_LARGE, translated', async (_label, make) => {
    const data = await make();
    const res = await upload(t, candidateToken, 'avatar', { name: 'huge.png', data });
    expectRefused(res, 400, 'IMAGE_DIMENSIONS_TOO_LARGE');
    expect(res.body).toMatchObject({
      field: 'file',
      message: 'The image has too many pixels: at most 25 megapixels (for example 6000 × 4000)',
    });
    const zh = await upload(t, candidateToken, 'avatar', { name: 'huge.png', data }, { lang: 'zh' });
    expect(zh.body.message).toBe('圖片像素過多：最多 25 百萬像素（例如 6000 × 4000）');
  });

  it('accepts a picture of exactly 25 megapixels (5000 × 5000)', async () => {
    const company = await newCompany();
    const res = await upload(t, company.token, 'cover', { name: 'wide.png', data: await png(5000, 5000) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await sharp((await download(t, res.body.id)).data).metadata()).toMatchObject({ width: 2560, height: 2560 });
  });

  it('decodes several uploads sent at once, each answered', async () => {
    const pictures = await Promise.all(Array.from({ length: 6 }, (_, i) => png(1200 + i, 900)));
    const answers = await Promise.all(
      pictures.map((data, i) => upload(t, candidateToken, 'avatar', { name: `p${i}.png`, data })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
  });
});

describe('hostile file names', () => {
  it.each([
    ['../../x.pdf', 'x.pdf'],
    ['..\\..\\windows\\system32\\x.pdf', 'x.pdf'],
    ['/etc/passwd', 'passwd.pdf'],
    ['cv\u0000.exe.pdf', 'cv.exe.pdf'],
    // Shown as "reexe.pdf" by the right-to-left override; its real letters are kept, the override is not.
    ['re\u202Efdp.exe', 'refdp.pdf'],
    ['bad\u0007\u001b[31mname.pdf', 'bad[31mname.pdf'],
    ['..pdf', 'file.pdf'],
    ['a"b<c>d|e?.pdf', 'a_b_c_d_e_.pdf'],
    ['履歷 陳小明.pdf', '履歷 陳小明.pdf'],
    [`${'a'.repeat(5000)}.pdf`, `${'a'.repeat(100)}.pdf`],
  ])('%j is stored as %j, under a key the server made', async (name, cleaned) => {
    const res = await upload(t, candidateToken, 'resume', { name, data: pdf() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.originalName).toBe(cleaned);
    const [row] = await t.app.db.select().from(media).where(eq(media.id, res.body.id));
    expect(row?.storageKey).toMatch(/^private\/[0-9a-f-]{36}$/);
    const served = await download(t, res.body.id, candidateToken);
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="${cleaned.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(cleaned)}`,
    );
  });

  it('keeps every stored file inside the uploads folder, under server-made names', async () => {
    const root = join(t.app.config.dataDir, 'uploads');
    const folders = await readdir(root);
    for (const folder of folders) expect(['private', 'public']).toContain(folder);
    for (const folder of folders) {
      for (const name of await readdir(join(root, folder))) expect(name).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('POST /media/uploads (several files)', () => {
  it(`stores up to 5 files of one purpose`, async () => {
    const res = await upload(t, candidateToken, 'attachment', [
      { name: 'a.pdf', data: pdf() },
      { name: 'b.docx', data: docx() },
      { name: 'c.doc', data: wordDoc() },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.items.map((m: { originalName: string }) => m.originalName)).toEqual(['a.pdf', 'b.docx', 'c.doc']);
  });

  it('refuses a sixth file, and stores none of a batch with one bad file', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, data: pdf() }));
    expectRefused(await upload(t, candidateToken, 'attachment', six), 400, 'TOO_MANY_FILES');
    const before = await t.app.db.select({ id: media.id }).from(media);
    const res = await upload(t, candidateToken, 'attachment', [
      { name: 'a.pdf', data: pdf() },
      { name: 'b.pdf', data: html() },
    ]);
    expectRefused(res, 400, 'DOCUMENT_TYPE_INVALID');
    expect(res.body.field).toBe('file.1');
    expect(await t.app.db.select({ id: media.id }).from(media)).toHaveLength(before.length);
  });
});

describe('GET /media/{id}', () => {
  it('serves public images to anyone, cached for a year', async () => {
    const res = await upload(t, candidateToken, 'avatar', { name: 'me.png', data: await png() });
    const served = await download(t, res.body.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-length')).toBe(String(res.body.sizeBytes));
    expect((await sharp(served.data).metadata()).format).toBe('png');
  });

  it('serves a private document to its owner as a download that is never cached', async () => {
    const res = await upload(t, candidateToken, 'resume', { name: 'cv.pdf', data: pdf() });
    const served = await download(t, res.body.id, candidateToken);
    expect(served.status).toBe(200);
    expect(served.data.equals(pdf())).toBe(true);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('no-store');
    // The owner's own views are not audited.
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.id));
    expect(audits).toEqual([]);
  });

  it('serves it to the admin and to a company it was sent to with an application, auditing each view', async () => {
    const owner = await newCandidate();
    const res = await upload(t, owner.token, 'resume', { name: 'grades.pdf', data: pdf() });
    const { admin, token: adminToken } = await signedInAdmin(t);
    const asAdmin = await download(t, res.body.id, adminToken);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('no-store');

    const company = await newCompany();
    await applyTo(company.companyId, owner.id, res.body.id);
    const asCompany = await download(t, res.body.id, company.token);
    expect(asCompany.status).toBe(200);
    expect(asCompany.headers.get('content-disposition')).toMatch(/^attachment;/);

    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'media'), eq(auditLog.entityId, res.body.id)));
    expect(audits.map((a) => [a.actorUserId, a.action])).toEqual([
      [admin.id, 'media.viewed'],
      [await userIdOf(t, company.email), 'media.viewed'],
    ]);
    expect(audits[0]?.details).toEqual({ ownerUserId: owner.id, purpose: 'resume', viewerRole: 1 });
    expect(audits[0]?.createdAt).toEqual(t.clock.now());
  });

  it('answers 404 to a company without an application, another candidate and an anonymous caller', async () => {
    const owner = await newCandidate();
    const res = await upload(t, owner.token, 'student_id', { name: 'card.pdf', data: pdf() });
    const stranger = await newCompany();
    // An application to another company's job does not open the documents to this one.
    const other = await newCompany();
    await applyTo(other.companyId, owner.id);
    for (const token of [stranger.token, candidateToken, undefined]) {
      const served = await download(t, res.body.id, token);
      expect(served.status).toBe(404);
      expect(served.data.includes(Buffer.from('%PDF'))).toBe(false);
    }
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.id));
    expect(audits).toEqual([]);
  });

  it('answers 401 to a token that is no longer valid, and 404 to unknown or malformed ids', async () => {
    const res = await upload(t, candidateToken, 'avatar', { name: 'me.png', data: await png() });
    expect((await download(t, res.body.id, 'not-a-token')).status).toBe(401);
    expect((await download(t, randomUUID())).status).toBe(404);
    expect((await download(t, 'nope')).status).toBe(404);
  });
});

describe('DELETE /media/{id}', () => {
  it('deletes an unused file of the owner: the row is marked, the bytes are gone', async () => {
    const res = await upload(t, candidateToken, 'resume', { name: 'cv.pdf', data: pdf() });
    const [row] = await t.app.db.select().from(media).where(eq(media.id, res.body.id));
    const deleted = await call(t, 'DELETE', `/media/${res.body.id}`, { token: candidateToken });
    expect(deleted.status).toBe(204);
    expect((await download(t, res.body.id, candidateToken)).status).toBe(404);
    const [after] = await t.app.db.select().from(media).where(eq(media.id, res.body.id));
    expect(after?.deletedAt).toEqual(t.clock.now());
    expect(await t.app.services.storage.open(row?.storageKey ?? '')).toBeNull();
    expect((await call(t, 'DELETE', `/media/${res.body.id}`, { token: candidateToken })).status).toBe(404);
  });

  it("answers 404 for someone else's file and 401 without a token", async () => {
    const res = await upload(t, candidateToken, 'resume', { name: 'cv.pdf', data: pdf() });
    const other = await newCandidate();
    const { token: adminToken } = await signedInAdmin(t);
    expect((await call(t, 'DELETE', `/media/${res.body.id}`, { token: other.token })).status).toBe(404);
    expect((await call(t, 'DELETE', `/media/${res.body.id}`, { token: adminToken })).status).toBe(404);
    expect((await call(t, 'DELETE', `/media/${res.body.id}`)).status).toBe(401);
    expect((await download(t, res.body.id, candidateToken)).status).toBe(200);
  });

  it('refuses with 409 while a profile field uses the file', async () => {
    const res = await upload(t, candidateToken, 'avatar', { name: 'me.png', data: await png() });
    await t.app.db
      .update(candidateProfiles)
      .set({ avatarMediaId: res.body.id })
      .where(eq(candidateProfiles.userId, candidateId));
    const refused = await call(t, 'DELETE', `/media/${res.body.id}`, { token: candidateToken, lang: 'en' });
    expectRefused(refused, 409, 'MEDIA_IN_USE');
    expect((await download(t, res.body.id)).status).toBe(200);
  });
});

describe('a file sent with an application stays with it', () => {
  /** A candidate with a profile resume, a profile attachment and a supporting document, all sent to a company. */
  async function sentApplication() {
    const owner = await newCandidate();
    const company = await newCompany();
    const job = await createJob(t, company.companyId);
    const resume = (await upload(t, owner.token, 'resume', { name: 'cv.pdf', data: pdf() })).body.id as string;
    const attached = (await upload(t, owner.token, 'attachment', { name: 'award.pdf', data: pdf() })).body.id as string;
    const document = (await upload(t, owner.token, 'supporting_document', { name: 'letter.pdf', data: pdf() })).body
      .id as string;
    await call(t, 'POST', '/user/update-resume', { token: owner.token, body: { resumeMediaId: resume } });
    const attachment = await call(t, 'POST', '/user-attachment/create', {
      token: owner.token,
      body: { mediaId: attached, title: 'Award' },
    });
    const applied = await call(t, 'POST', '/applications', {
      token: owner.token,
      body: buildApplication(job.id, resume, { documentMediaIds: [attached, document] }),
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    return { owner, company, resume, attached, document, attachmentId: attachment.body.id as string };
  }

  it('refuses to delete the resume or a document sent with an application (409, translated)', async () => {
    const sent = await sentApplication();
    for (const id of [sent.resume, sent.document, sent.attached]) {
      const refused = await call(t, 'DELETE', `/media/${id}`, { token: sent.owner.token, lang: 'en' });
      expectRefused(refused, 409, 'MEDIA_SENT_WITH_APPLICATION');
      expect(refused.body.message).toBe(
        'This file was sent with an application and stays with it: it cannot be deleted',
      );
      expect((await download(t, id, sent.company.token)).status).toBe(200);
    }
    const zh = await call(t, 'DELETE', `/media/${sent.document}`, { token: sent.owner.token, lang: 'zh' });
    expect(zh.body.message).toBe('此檔案已隨申請提交，會與該申請一併保留，因此無法刪除');
  });

  it('replacing the profile resume or deleting the attachment only detaches the file from the profile', async () => {
    const sent = await sentApplication();
    const next = (await upload(t, sent.owner.token, 'resume', { name: 'cv-2.pdf', data: pdf() })).body.id as string;
    const replaced = await call(t, 'POST', '/user/update-resume', {
      token: sent.owner.token,
      body: { resumeMediaId: next },
    });
    expect(replaced.body.resume.id).toBe(next);
    expect((await call(t, 'DELETE', `/user-attachment/${sent.attachmentId}`, { token: sent.owner.token })).status).toBe(
      204,
    );
    expect((await call(t, 'GET', '/user/profile', { token: sent.owner.token })).body.attachments).toEqual([]);
    // The company still reads what it was sent, and so does the candidate.
    for (const id of [sent.resume, sent.attached]) {
      expect((await download(t, id, sent.company.token)).status).toBe(200);
      expect((await download(t, id, sent.owner.token)).status).toBe(200);
    }
    // A file no application holds goes as before: the next replacement deletes `next`.
    await call(t, 'POST', '/user/update-resume', { token: sent.owner.token, body: { resumeMediaId: null } });
    expect((await download(t, next, sent.owner.token)).status).toBe(404);
  });
});

describe('uploads per account (over real HTTP, a limit of 3 per window)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ uploadLimits: { perAccount: 3, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await limited.close();
  });

  it('answers 429 UPLOAD_RATE_LIMITED after 3 uploads of one account, translated, until the window ends', async () => {
    const one = await registerVerifiedCandidate(limited);
    const oneToken = await signInCandidate(limited, one.email);
    const other = await registerVerifiedCandidate(limited);
    const otherToken = await signInCandidate(limited, other.email);
    for (let i = 0; i < 3; i++) {
      expect((await upload(limited, oneToken, 'resume', { name: `cv${i}.pdf`, data: pdf() })).status).toBe(201);
    }
    const refused = await upload(limited, oneToken, 'resume', { name: 'cv.pdf', data: pdf() });
    expectRefused(refused, 429, 'UPLOAD_RATE_LIMITED');
    expect(refused.body.message).toBe('Too many uploads. Please try again in 60 seconds.');
    expect(refused.headers.get('retry-after')).toBe('60');
    // The multi-file route counts against the same budget.
    expectRefused(
      await upload(limited, oneToken, 'attachment', [{ name: 'a.pdf', data: pdf() }]),
      429,
      'UPLOAD_RATE_LIMITED',
    );
    const cn = await upload(limited, oneToken, 'resume', { name: 'cv.pdf', data: pdf() }, { lang: 'cn' });
    expect(cn.body.message).toBe('上传次数过多，请于 60 秒后再试。');
    // Another account is not affected.
    expect((await upload(limited, otherToken, 'resume', { name: 'cv.pdf', data: pdf() })).status).toBe(201);
    limited.clock.advance(60_001);
    expect((await upload(limited, oneToken, 'resume', { name: 'cv.pdf', data: pdf() })).status).toBe(201);
  });
});
