import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { AppConfig } from '../../../config/app-config.js';
import {
  assertValidKey,
  type ByteRange,
  MediaNotFoundError,
  MediaStorage,
  type PutOptions,
} from './media-storage.js';

type S3Settings = AppConfig['s3'] & { bucket: string };

/** S3-compatible object storage (AWS S3, MinIO, R2, ...): one object per key in one bucket. */
export class S3Storage extends MediaStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    super();
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region ?? 'us-east-1',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
      // Many S3-compatible servers reject the SDK's default streaming checksums (aws-chunked
      // trailers); checksums are sent only where the API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: options.size,
        ContentType: options.contentType,
      }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertValidKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body');
      return answer.Body;
    } catch (error) {
      if (error instanceof NoSuchKey) throw new MediaNotFoundError(key);
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
        throw new MediaNotFoundError(key);
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  override close(): void {
    this.client.destroy();
  }
}
