import ArgumentParser
import HandheldCore

/// The limits the commands' options share, each checked and worded in one place.
enum OptionChecks {
    /// `--scale`: pixels per point.
    static func scale(_ value: Double) throws {
        guard RecordLimits.scale.contains(value) else { throw ValidationError(tr("--scale must be from 0.1 to 8, not %s", value)) }
    }

    /// A time option (`--at`, `--from`): seconds on the engine's clock, 0 to its limit.
    static func time(_ value: Double, option: String) throws {
        guard RecordLimits.time.contains(value) else {
            throw ValidationError(tr("%s must be a time from 0 to %s seconds, not %s", option, JSONOutput.format(Limits.maximumTime), value))
        }
    }

    /// `--out` never names one of the inputs: a render over its own scenario would replace it
    /// with a PNG (issue 21). Refused before anything is written.
    static func outputIsNotInput(_ out: String, _ inputs: String...) throws {
        for input in inputs where SafeFile.sameFile(out, input) {
            throw ValidationError(tr("--out %s is the scenario %s itself: give another file, or it would be lost", out, input))
        }
    }
}
