import HandheldCore

/// Issue 47: which reader this is. Two builds of the same sources ship, and a person comparing
/// their speed, or a finding between two machines, needs to know which one answered.
public enum ReaderBuild {
    /// True when swift-syntax is the toolchain's own, compiled copy (`usr/lib/swift/host`), which
    /// `make run`, `make test` and `make lint` use; false for the package's swift-syntax compiled
    /// with the reader, whole-module (`make reader`: the fastest, SRC-7).
    public static var usesToolchainSwiftSyntax: Bool {
        #if HANDHELD_TOOLCHAIN_SWIFT_SYNTAX
        return true
        #else
        return false
        #endif
    }

    /// `debug` or `release`.
    public static var configuration: String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }

    /// One line for `--verbose` and `--version`.
    public static var description: String {
        usesToolchainSwiftSyntax
            ? tr("reader: the toolchain's swift-syntax (compiled with Swift, shared), %s build; `make reader` builds the faster whole-module reader", configuration)
            : configuration == "release" ? tr("reader: swift-syntax compiled with the reader, whole-module release build (the fastest)")
            : tr("reader: swift-syntax compiled with the reader, debug build (no compiled swift-syntax in this toolchain, or HANDHELD_SWIFT_SYNTAX=package)")
    }
}
