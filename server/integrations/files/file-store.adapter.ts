/** The file store that keeps attachments (ID pictures, selfies, payslips). The sandbox keeps them on disk. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStore {
  readonly name: string;
  put(key: string, file: StoredFile): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
}
