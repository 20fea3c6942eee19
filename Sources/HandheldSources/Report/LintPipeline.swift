import Foundation
import HandheldCore

/// One lint of an app's sources as `handheld lint` runs it, in-process: every target's report
/// (from the cache where nothing changed), each finding once, then inline suppressions and the
/// configuration. The baseline and the report's format are the caller's.
public enum LintPipeline {
    public static func findings(_ paths: [String], configuration: LintConfiguration, deploymentTarget: Double? = nil,
                                pedantic: Bool = false, sdk: IOSVersion = .default,
                                cache: SourceCache? = nil) throws -> (targets: [TargetReport], findings: [SourceFinding]) {
        try RunMemo.during {
            let targets = try TargetReport.all(paths, deploymentTarget: deploymentTarget, configured: configuration.deploymentTarget,
                                               pedantic: pedantic, sdk: sdk, cache: cache, excluded: configuration.excluder())
            // Shared code is read with each target: a finding that holds the same in several is said once.
            var said: Set<String> = []
            let findings = targets.flatMap(\.findings).filter { said.insert($0.text).inserted }
            // Issue 39: inline suppressions, then the configuration.
            var directives: [String: [SuppressionDirective]] = [:]
            for target in targets { directives.merge(target.suppressions) { a, _ in a } }
            return (targets, configuration.apply(Suppressions.apply(findings, directives: directives)))
        }
    }
}
