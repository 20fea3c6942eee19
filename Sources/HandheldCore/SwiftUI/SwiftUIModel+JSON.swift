/// Section 9's SwiftUI fields as scenario files write them: a hosting controller's `swiftUI`
/// object of modifiers, and `{"container": …}` on what SwiftUI embeds in it.
extension ScenarioDecoder {
    /// A hosting controller's `swiftUI` object (SUI-6 … SUI-11, SUI-15).
    func swiftUIModifiers(_ node: JSONNode) throws(DataFileError) -> SwiftUIModifiers {
        var object = try JSONObjectReader(node, file: file, what: tr("'swiftUI' (a hosting controller's modifiers)"))
        var modifiers = SwiftUIModifiers()
        modifiers.statusBarHidden = try object.bool("statusBarHidden")
        if let member = object.member("preferredColorScheme") {
            modifiers.preferredColorScheme = member.value.value == .null ? .some(nil) : try object.enumeration("preferredColorScheme", SystemAppearance.self)
        }
        func perBar<T>(_ key: String, since: IOSVersion, _ read: (inout JSONObjectReader, String) throws(DataFileError) -> T?) throws(DataFileError) -> [SwiftUIBar: T] {
            guard let member = object.member(key) else { return [:] }
            try checkSwiftUI(key, since: since, at: member.keyLocation)
            var bars = try JSONObjectReader(member.value, file: file, what: tr("'%s' (keyed by bar: navigationBar, tabBar)", key))
            var result: [SwiftUIBar: T] = [:]
            for bar in SwiftUIBar.allCases { if let value = try read(&bars, bar.rawValue) { result[bar] = value } }
            try bars.finish()
            return result
        }
        modifiers.toolbarColorScheme = try perBar("toolbarColorScheme", since: .iOS15) { bars, key throws(DataFileError) in
            try bars.enumeration(key, SystemAppearance.self)
        }
        modifiers.toolbarBackground = try perBar("toolbarBackground", since: .iOS15) { bars, key throws(DataFileError) in
            guard let member = bars.member(key) else { return nil }
            return try ThemeColor.read(member.value, key: key, file: self.file)
        }
        modifiers.toolbarBackgroundVisibility = try perBar("toolbarBackgroundVisibility", since: .iOS15) { bars, key throws(DataFileError) in
            try bars.enumeration(key, SwiftUIVisibility.self)
        }
        modifiers.navigationBarHidden = try object.bool("navigationBarHidden")
        modifiers.titleDisplayMode = try object.enumeration("titleDisplayMode", TitleDisplayMode.self)
        if modifiers.titleDisplayMode == .inlineLarge, let member = object.member("titleDisplayMode") {
            try checkSwiftUI("titleDisplayMode \"inlineLarge\"", since: .iOS17, at: member.value.location)
        }
        if let member = object.member("statusBar") {
            try checkSwiftUI("statusBar", since: .iOS27, at: member.keyLocation)
            var placement = try JSONObjectReader(member.value, file: file, what: tr("'statusBar' (visibility, colorScheme)"))
            modifiers.statusBarVisibility = try placement.enumeration("visibility", SwiftUIVisibility.self)
            if let scheme = placement.member("colorScheme") {
                modifiers.statusBarColorScheme = scheme.value.value == .null ? .some(nil) : try placement.enumeration("colorScheme", SystemAppearance.self)
            }
            try placement.finish()
        }
        try object.finish()
        return modifiers
    }

    /// SB-11 for lint: where a hosting controller's status bar modifiers are given, by the entry
    /// the ignored list names (`swiftUI.statusBarHidden`, `swiftUI.statusBar.visibility`, …).
    mutating func noteSwiftUISources(_ node: JSONNode, controller: String?) {
        guard case .object(let members) = node.value else { return }
        for member in members {
            if ["statusBarHidden", "preferredColorScheme", "toolbarColorScheme"].contains(member.key) {
                preferenceSources.append(PreferenceSource(step: currentStep, controller: controller, preference: "swiftUI.\(member.key)", location: member.keyLocation))
            }
            guard member.key == "statusBar", case .object(let placement) = member.value.value else { continue }
            for inner in placement where inner.key == "visibility" || inner.key == "colorScheme" {
                preferenceSources.append(PreferenceSource(step: currentStep, controller: controller, preference: "swiftUI.statusBar.\(inner.key)", location: inner.keyLocation))
            }
        }
    }

    /// `"swiftUI": {"container": …}` on the UIKit controller SwiftUI embeds (SUI-5).
    func swiftUIContainer(_ node: JSONNode) throws(DataFileError) -> SwiftUIContainer {
        var object = try JSONObjectReader(node, file: file, what: tr("'swiftUI' (the SwiftUI container it stands for)"))
        let container = try object.enumeration("container", SwiftUIContainer.self, required: true)!
        if let member = object.member("container") { try checkSwiftUI(container.rawValue, since: container.since, at: member.value.location) }
        try object.finish()
        return container
    }

    /// SUI-12: `present`'s `swiftUI` (`sheet`, `fullScreenCover`, `popover`): a hosting
    /// controller presented the SwiftUI way, its UIKit style following; never beside a
    /// `presentationStyle`.
    mutating func swiftUIPresentation(_ object: inout JSONObjectReader, of spec: inout ControllerSpec) throws(DataFileError) {
        guard let member = object.member("swiftUI") else { return }
        let how = try object.enumeration("swiftUI", SwiftUIPresentation.self)!
        guard spec.kind == .hosting else {
            throw error(tr("'swiftUI' presents a hosting controller; '%s' is a %s controller (SUI-12)", spec.id, spec.kind.rawValue), at: member.keyLocation)
        }
        if spec.preferences.modalPresentationStyle != .automatic || written[spec.id]?.keys["presentationStyle"] != nil {
            throw error(tr("'swiftUI' and the controller's 'presentationStyle' cannot both be given: SwiftUI's .%s decides its style (SUI-12)", how.rawValue), at: member.keyLocation)
        }
        spec.preferences.modalPresentationStyle = how.style
        spec.preferences.swiftUIPresentation = how
        // `presentationCompactAdaptation(.fullScreenCover)` (16.4) on a sheet or popover.
        if let adaptation = object.member("compactAdaptation") {
            let value = try object.enumeration("compactAdaptation", SwiftUIPresentation.self)!
            guard value == .fullScreenCover else {
                throw error(tr("'compactAdaptation' is 'fullScreenCover' (presentationCompactAdaptation(.fullScreenCover), SUI-12)"), at: adaptation.value.location)
            }
            guard how != .fullScreenCover else {
                throw error(tr("'compactAdaptation' adapts a sheet or a popover; a full-screen cover is one already (SUI-12)"), at: adaptation.keyLocation)
            }
            try checkSwiftUI("presentationCompactAdaptation", since: .iOS15, at: adaptation.keyLocation)
            spec.preferences.swiftUICompactAdaptation = value
        }
    }

    /// SUI-2: SwiftUI needs iOS 13; bucket 15 stands for 16.4 and 27's fields need 27 (VER-4,
    /// VER-11 when the SDK lacks them), named by the real version.
    func checkSwiftUI(_ what: String, since: IOSVersion, at location: TextPosition) throws(DataFileError) {
        // §10: the release as given, against the real one (bucket 15's APIs came with 16).
        let first = since == .iOS15 ? IOSRelease("16")! : IOSRelease(since)
        guard api < first else { return }
        let real = first.name
        throw error(tr("'%s' does not exist on %s: it came with %s (SUI-2, VER-4, VER-11)", what, apiName, real), at: location)
    }
}
