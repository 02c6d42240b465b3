// A bounded reader of OLE compound files (MS-CFB), the container of a legacy Word .doc: the
// header, the FAT (through the header's DIFAT and the DIFAT chain), the directory sectors and
// their UTF-16 entry names, and the first bytes of one stream. Every sector number is checked
// against the file, every chain is walked at most once per sector (a loop is refused), and no
// allocation depends on a number the file declares, so a hostile file costs at most one pass
// over its own bytes (docs/decisions/005-uploads.md).

/** The first eight bytes of every compound file. */
export const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Structurally broken or hostile: truncated, a sector outside the file, a chain that loops… */
export class CompoundFileError extends Error {}

export const EntryType = { STORAGE: 1, STREAM: 2, ROOT: 5 } as const;

export interface DirectoryEntry {
  /** Index in the directory. */
  id: number;
  name: string;
  type: number;
  /** The storage names from the root down to this entry's parent ([] for the root's children). */
  path: string[];
  startSector: number;
  size: number;
}

export interface CompoundFile {
  root: DirectoryEntry;
  /** Every entry reachable from the root, each once. */
  entries: DirectoryEntry[];
  /** The first `length` bytes of a stream (fewer when the stream is shorter). */
  readStart(entry: DirectoryEntry, length: number): Buffer;
}

const HEADER_BYTES = 512;
const DIRECTORY_ENTRY_BYTES = 128;
const MINI_SECTOR_BYTES = 64;
const MINI_STREAM_CUTOFF = 4096;
const HEADER_DIFAT_ENTRIES = 109;
/** Sector numbers above this are markers: DIFSECT, FATSECT, ENDOFCHAIN, FREESECT. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const NO_STREAM = 0xffffffff;
/** A Word document has a few dozen entries; a directory far beyond that is not one. */
export const CFB_MAX_DIRECTORY_ENTRIES = 4096;

function fail(reason: string): never {
  throw new CompoundFileError(reason);
}

export function readCompoundFile(data: Buffer): CompoundFile {
  if (data.length < HEADER_BYTES * 2) fail('shorter than a header and one sector');
  if (!data.subarray(0, 8).equals(CFB_SIGNATURE)) fail('no signature');
  if (data.readUInt16LE(28) !== 0xfffe) fail('byte order');
  const major = data.readUInt16LE(26);
  const sectorShift = data.readUInt16LE(30);
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) fail('version or sector size');
  if (data.readUInt16LE(32) !== 6) fail('mini sector size');
  if (data.readUInt32LE(56) !== MINI_STREAM_CUTOFF) fail('mini stream cutoff');
  const sectorSize = 1 << sectorShift;
  const idsPerSector = sectorSize / 4;
  // The last sector may be cut short by some writers; reads past the end are refused one by one.
  const sectorCount = Math.ceil((data.length - sectorSize) / sectorSize);
  const fatSectorCount = data.readUInt32LE(44);
  const firstDirectorySector = data.readUInt32LE(48);
  const firstMiniFatSector = data.readUInt32LE(60);
  const firstDifatSector = data.readUInt32LE(68);
  const difatSectorCount = data.readUInt32LE(72);
  if (fatSectorCount === 0 || fatSectorCount > sectorCount) fail('FAT sector count');
  if (difatSectorCount > sectorCount) fail('DIFAT sector count');

  const sectorOffset = (sector: number): number => {
    if (sector >= sectorCount) fail('sector outside the file');
    const offset = (sector + 1) * sectorSize;
    if (offset + sectorSize > data.length) fail('truncated sector');
    return offset;
  };

  // The FAT's own sectors: 109 in the header, the rest along the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; i++) {
    fatSectors.push(data.readUInt32LE(76 + i * 4));
  }
  let difat = firstDifatSector;
  for (let walked = 0; fatSectors.length < fatSectorCount; walked++) {
    if (walked >= difatSectorCount || difat > MAX_REGULAR_SECTOR) fail('DIFAT chain too short');
    const offset = sectorOffset(difat);
    for (let i = 0; i < idsPerSector - 1 && fatSectors.length < fatSectorCount; i++) {
      fatSectors.push(data.readUInt32LE(offset + i * 4));
    }
    difat = data.readUInt32LE(offset + (idsPerSector - 1) * 4);
  }
  for (const sector of fatSectors) sectorOffset(sector);

  const nextSector = (sector: number): number => {
    const fatSector = fatSectors[Math.floor(sector / idsPerSector)];
    if (fatSector === undefined) fail('sector beyond the FAT');
    return data.readUInt32LE(sectorOffset(fatSector) + (sector % idsPerSector) * 4);
  };

  /** The sectors of a chain, each at most once; `limit` bounds how many are wanted. */
  const chain = (start: number, limit = sectorCount): number[] => {
    const sectors: number[] = [];
    const seen = new Set<number>();
    let sector = start;
    while (sector !== END_OF_CHAIN && sectors.length < limit) {
      if (sector > MAX_REGULAR_SECTOR || sector === FREE_SECTOR) fail('bad sector in a chain');
      if (seen.has(sector)) fail('chain loops');
      seen.add(sector);
      sectorOffset(sector);
      sectors.push(sector);
      sector = nextSector(sector);
    }
    return sectors;
  };

  const directorySectors = chain(firstDirectorySector);
  const entriesPerSector = sectorSize / DIRECTORY_ENTRY_BYTES;
  const entryCount = Math.min(directorySectors.length * entriesPerSector, CFB_MAX_DIRECTORY_ENTRIES + 1);
  if (entryCount > CFB_MAX_DIRECTORY_ENTRIES) fail('too many directory entries');

  const entryOffset = (id: number): number => {
    if (id >= entryCount) fail('directory entry outside the directory');
    const sector = directorySectors[Math.floor(id / entriesPerSector)] as number;
    return sectorOffset(sector) + (id % entriesPerSector) * DIRECTORY_ENTRY_BYTES;
  };
  const readEntry = (id: number, path: string[]): DirectoryEntry & { left: number; right: number; child: number } => {
    const offset = entryOffset(id);
    const nameBytes = data.readUInt16LE(offset + 64);
    if (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0) fail('entry name length');
    const name = data.toString('utf16le', offset, offset + nameBytes - 2);
    const type = data.readUInt8(offset + 66);
    if (type !== EntryType.STORAGE && type !== EntryType.STREAM && type !== EntryType.ROOT) fail('entry type');
    // Version 3 files keep only the low 32 bits of a size; the high ones may hold garbage.
    const size =
      major === 3
        ? data.readUInt32LE(offset + 120)
        : data.readUInt32LE(offset + 120) + data.readUInt32LE(offset + 124) * 2 ** 32;
    return {
      id,
      name,
      type,
      path,
      startSector: data.readUInt32LE(offset + 116),
      size,
      left: data.readUInt32LE(offset + 68),
      right: data.readUInt32LE(offset + 72),
      child: data.readUInt32LE(offset + 76),
    };
  };

  const rootRaw = readEntry(0, []);
  if (rootRaw.type !== EntryType.ROOT) fail('no root entry');
  const root: DirectoryEntry = { ...rootRaw, path: [] };

  // Each storage's children form a tree through left and right siblings; an entry reached twice
  // (a loop, or one shared by two storages) is refused. No recursion: a stack of pending entries.
  const entries: DirectoryEntry[] = [];
  const visited = new Set<number>([0]);
  const pending: { id: number; path: string[] }[] = [];
  if (rootRaw.child !== NO_STREAM) pending.push({ id: rootRaw.child, path: [] });
  while (pending.length > 0) {
    const { id, path } = pending.pop() as { id: number; path: string[] };
    if (visited.has(id)) fail('directory tree loops');
    visited.add(id);
    const entry = readEntry(id, path);
    if (entry.type === EntryType.ROOT) fail('second root entry');
    entries.push({ id, name: entry.name, type: entry.type, path, startSector: entry.startSector, size: entry.size });
    if (entry.left !== NO_STREAM) pending.push({ id: entry.left, path });
    if (entry.right !== NO_STREAM) pending.push({ id: entry.right, path });
    if (entry.type === EntryType.STORAGE && entry.child !== NO_STREAM) {
      pending.push({ id: entry.child, path: [...path, entry.name] });
    }
  }

  const readStart = (entry: DirectoryEntry, length: number): Buffer => {
    const wanted = Math.min(length, entry.size);
    if (wanted <= 0) return Buffer.alloc(0);
    const parts: Buffer[] = [];
    let got = 0;
    if (entry.size >= MINI_STREAM_CUTOFF) {
      for (const sector of chain(entry.startSector, Math.ceil(wanted / sectorSize))) {
        const offset = sectorOffset(sector);
        const take = Math.min(sectorSize, wanted - got);
        parts.push(data.subarray(offset, offset + take));
        got += take;
      }
    } else {
      // Small streams live in 64-byte mini sectors inside the root's stream, chained by the mini FAT.
      const miniFat = chain(firstMiniFatSector);
      const container = chain(root.startSector);
      const miniPerSector = sectorSize / MINI_SECTOR_BYTES;
      const seen = new Set<number>();
      let mini = entry.startSector;
      while (got < wanted) {
        if (mini > MAX_REGULAR_SECTOR || seen.has(mini)) fail('bad mini chain');
        seen.add(mini);
        const host = container[Math.floor(mini / miniPerSector)];
        if (host === undefined) fail('mini sector outside the mini stream');
        const offset = sectorOffset(host) + (mini % miniPerSector) * MINI_SECTOR_BYTES;
        const take = Math.min(MINI_SECTOR_BYTES, wanted - got);
        parts.push(data.subarray(offset, offset + take));
        got += take;
        const fatSector = miniFat[Math.floor(mini / idsPerSector)];
        if (fatSector === undefined) fail('mini sector beyond the mini FAT');
        mini = data.readUInt32LE(sectorOffset(fatSector) + (mini % idsPerSector) * 4);
        if (mini === END_OF_CHAIN) break;
      }
    }
    if (got < wanted) fail('stream shorter than its size');
    return Buffer.concat(parts);
  };

  return { root, entries, readStart };
}
