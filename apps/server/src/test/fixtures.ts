import sharp from 'sharp';

/** A skin-toned photo with a red ellipse: the redness module has something real to measure. */
export async function skinPhoto(withGps = false) {
  const width = 800;
  const height = 600;
  const svg = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <rect width="100%" height="100%" fill="rgb(224,172,140)"/>
    <ellipse cx="400" cy="300" rx="180" ry="120" fill="rgb(200,90,90)"/></svg>`;
  let img = sharp(Buffer.from(svg)).jpeg({ quality: 92 });
  if (withGps)
    img = img.withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
    });
  return img.toBuffer();
}

/** A multipart/form-data body with text fields and at most one file, for `inject`. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
  fileField = 'File',
) {
  const boundary = `----dermadesk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
