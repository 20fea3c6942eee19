/// VER-1 and VER-2: the presentation style in effect on an iOS version and a device. Every rule
/// that reads a presented controller's style (SB-2, the Scene) reads this one.
public struct PresentationInEffect: Equatable, Sendable {
    /// What the controller asked for (`modalPresentationStyle`).
    public var asked: ModalPresentationStyle
    /// The style in effect after VER-1 and VER-2.
    public var style: ModalPresentationStyle
    /// How it came to be: the rule and the words, with the version, for the explanation.
    public var because: [(rule: String, message: DeferredMessage)]

    public static func == (a: Self, b: Self) -> Bool {
        a.asked == b.asked && a.style == b.style && a.because.map(\.message) == b.because.map(\.message)
    }

    /// "pageSheet", or "automatic → formSheet" when they differ.
    public var description: String { asked == style ? style.rawValue : "\(asked.rawValue) → \(style.rawValue)" }
}

extension IOSVersion {
    /// VER-1: what `.automatic` means (Apple's documentation of
    /// `UIModalPresentationStyle.automatic`): full screen on iOS 12, a page sheet on 13 and 17, a
    /// form sheet from 18.
    public var automaticPresentationStyle: ModalPresentationStyle {
        switch self {
        case .iOS12: .fullScreen
        case .iOS13, .iOS15, .iOS17: .pageSheet
        case .iOS18, .iOS26, .iOS27: .formSheet
        }
    }

    /// VER-1, then VER-2: in compact width (a phone) a page or form sheet is full screen on iOS
    /// 12, and from iOS 13 the card sheet of PIC-6; on a pad both stay cards in every version.
    ///
    /// What `.automatic` means follows the SDK the app is built with as well (VER-10: a
    /// linked-on-or-after change): an app built with `sdk` gets the older of the two answers.
    public func presentation(_ asked: ModalPresentationStyle, on device: DeviceProfile, sdk: IOSVersion? = nil) -> PresentationInEffect {
        var effect = PresentationInEffect(asked: asked, style: asked, because: [])
        if asked == .automatic {
            let linked = min(self, sdk ?? self)
            effect.style = linked.automaticPresentationStyle
            effect.because.append(("VER-1", linked == self ? trLater("%s: .automatic → %s", name, effect.style.rawValue)
                                   : trLater("%s, built with SDK %s: .automatic → %s", name, linked.rawValue, effect.style.rawValue)))
        }
        if self == .iOS12, !device.isPad, effect.style == .pageSheet || effect.style == .formSheet {
            effect.because.append(("VER-2", trLater("%s: a %s in compact width (%s) shows full screen", name, effect.style.rawValue, device.name)))
            effect.style = .fullScreen
        } else if !device.isPad, effect.style == .formSheet {
            effect.because.append(("VER-2", trLater("%s: a formSheet in compact width (%s) is the card sheet", name, device.name)))
        }
        return effect
    }

    /// The style in effect for a controller's preferences, in an orientation: VER-1 and VER-2,
    /// then SUI-12. A SwiftUI sheet or popover on a phone in landscape (vertically compact), or
    /// one given `presentationCompactAdaptation(.fullScreenCover)` in compact width, shows as a
    /// full-screen cover and takes status bar control like one (this project's choice), again at
    /// each rotation (Apple's documentation of `presentationCompactAdaptation(_:)`).
    public func presentation(of preferences: ControllerPreferences, on device: DeviceProfile, orientation: InterfaceOrientation,
                             sdk: IOSVersion? = nil) -> PresentationInEffect {
        var effect = presentation(preferences.modalPresentationStyle, on: device, sdk: sdk)
        guard let how = preferences.swiftUIPresentation, how != .fullScreenCover, !device.isPad, effect.style != .fullScreen else { return effect }
        if preferences.swiftUICompactAdaptation == .fullScreenCover {
            effect.because.append(("SUI-12", trLater("presentationCompactAdaptation(.fullScreenCover) in compact width (%s): a full-screen cover", device.name)))
            effect.style = .fullScreen
        } else if orientation.isLandscape {
            effect.because.append(("SUI-12", trLater("a SwiftUI .%s in vertically compact size (%s, %s): a full-screen cover", how.rawValue, device.name, orientation.rawValue)))
            effect.style = .fullScreen
        }
        return effect
    }
}
