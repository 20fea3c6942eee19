import Foundation

/// Reads a data file (scenario, theme, device profile, settings) as text: a size limit, and
/// UTF-8 checked byte by byte, so a bad byte is reported at its line and column.
public enum DataFileText {
    /// The largest data file read, in bytes (README: limits).
    public static let maximumBytes = 16 * 1024 * 1024

    /// The text of the file at `path`.
    /// The size is checked before reading (a regular file's from its metadata; a stream, a
    /// pipe, is read no further than one byte past the limit), so a huge file costs nothing.
    public static func read(_ path: String) throws(DataFileError) -> String {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > maximumBytes {
            throw tooLarge(Int(info.st_size), file: path)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw DataFileError(file: path, location: nil, message: tr("cannot read the file: %s", SafeFile.errnoText()))
        }
        defer { try? handle.close() }
        var data = Data()
        while data.count <= maximumBytes {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: min(1 << 20, maximumBytes + 1 - data.count))
            } catch {
                throw DataFileError(file: path, location: nil, message: tr("cannot read the file: %s", (error as NSError).localizedFailureReason ?? SafeFile.errnoText()))
            }
            guard let chunk, !chunk.isEmpty else { break }
            data.append(chunk)
        }
        guard data.count <= maximumBytes else { throw tooLarge(nil, file: path) }
        return try decode(data, file: path)
    }

    private static func tooLarge(_ bytes: Int?, file: String) -> DataFileError {
        let size = bytes.map { tr("%s bytes", $0) } ?? tr("more than %s bytes", maximumBytes)
        return DataFileError(file: file, location: nil, message: tr("the file is %s; the most Handheld reads is %s (16 MiB)", size, maximumBytes))
    }

    /// `data` as UTF-8 text; `file` names it in errors.
    public static func decode(_ data: Data, file: String) throws(DataFileError) -> String {
        guard data.count <= maximumBytes else { throw tooLarge(data.count, file: file) }
        if let text = String(data: data, encoding: .utf8) { return text }
        let bytes = [UInt8](data)
        let (offset, line, column) = firstInvalidByte(bytes)
        let shown = String(format: "0x%02X", bytes[min(offset, bytes.count - 1)])
        throw DataFileError(file: file, location: TextPosition(line: line, column: column),
                            message: tr("the file is not UTF-8 text: byte %s at offset %s does not start or continue a UTF-8 character", shown, offset))
    }

    /// Where the first byte that breaks UTF-8 is: its offset, line and column (columns count characters).
    static func firstInvalidByte(_ bytes: [UInt8]) -> (offset: Int, line: Int, column: Int) {
        var index = 0
        var line = 1
        var column = 1
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var minimum: UInt32 = 0
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default: return (index, line, column)
            }
            guard index + length <= bytes.count else { return (index, line, column) }
            var scalar = UInt32(lead) & (length == 1 ? 0x7F : (0xFF >> (length + 1)))
            for next in bytes[(index + 1)..<(index + length)] {
                guard next & 0xC0 == 0x80 else { return (index, line, column) }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return (index, line, column) }
            if lead == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += length
        }
        return (index, line, column)
    }
}
