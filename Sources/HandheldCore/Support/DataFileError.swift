/// A data file (scenario, device profile) that cannot be used: which file, where, and why.
public struct DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's path as given.
    public var file: String
    /// Where in the file, when known.
    public var location: TextPosition?
    /// What is wrong, in words.
    public var message: String

    /// Creates an error.
    public init(file: String, location: TextPosition?, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `FILE:LINE:COLUMN: message`, the form editors and compilers use, safe to print: what
    /// the file said cannot act on a terminal (ShownText).
    public var description: String {
        let file = ShownText.escaped(self.file)
        let message = ShownText.message(self.message)
        if let location { return "\(file):\(location.line):\(location.column): \(message)" }
        return "\(file): \(message)"
    }
}
