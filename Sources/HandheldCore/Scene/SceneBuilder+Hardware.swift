/// The device's own parts over the screen: the sensor housing and the home indicator (PIC-8),
/// sized by the device profile.
extension SceneBuilder {
    // MARK: - Hardware drawn over the screen

    /// The device around the screen (PIC-8), from its profile.
    var chrome: Chrome {
        let device = state.device
        var chrome = Chrome()
        chrome.top = device.bezel.top
        chrome.sides = device.bezel.sides
        chrome.bottom = device.bezel.bottom
        chrome.cornerRadius = device.cornerRadius > 0 ? device.cornerRadius + device.bezel.sides : device.bezel.sides * 3
        if let diameter = device.homeButtonDiameter {
            let centre = Point(device.screenWidth / 2, device.screenHeight + device.bezel.bottom / 2)
            chrome.homeButton = Rect(centre.x - diameter / 2, centre.y - diameter / 2, diameter, diameter)
        }
        return chrome
    }

    /// The sensor housing, at the device's physical top in the fixed screen.
    func hardwareLayers() -> [Layer] {
        guard let housing = state.device.housing else { return [] }
        let x = (state.device.screenWidth - housing.width) / 2
        if housing.kind == .notch {
            // A notch hangs from the screen's top edge (DEV-1a: the 17e): its lower corners are
            // round, its upper ones lie past the edge, under the bezel.
            let radius = min(housing.height / 2, 20)
            return [Layer("sensorHousing", frame: Rect(x, housing.top - radius, housing.width, housing.height + radius),
                          content: .fill(.black, cornerRadius: radius))]
        }
        let frame = Rect(x, housing.top, housing.width, housing.height)
        return [Layer("sensorHousing", frame: frame, content: .fill(.black, cornerRadius: housing.height / 2))]
    }

    /// The home indicator, at the interface's bottom.
    func homeIndicatorLayers() -> [Layer] {
        guard let indicator = state.device.homeIndicator else { return [] }
        let color = palette.isDark ? Color(1, 1, 1, 0.85) : Color(0, 0, 0, 0.85)
        let width = orientation.isLandscape ? indicator.landscapeWidth : indicator.width
        return [Layer("homeIndicator", frame: Rect((size.x - width) / 2, size.y - indicator.bottom - indicator.height, width, indicator.height),
                      content: .fill(color, cornerRadius: indicator.height / 2))]
    }
}
